// The media library's images to choose from (a banner, a gallery's pictures), read once the
// picker is opened: the editor works without them (offline too).
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { useMediaList } from '../media/api/get-media-list';

interface LibraryImagesProps {
  isChosen(mediaId: number): boolean;
  busy: boolean;
  /** The button's name for an image, given the image's own (its alt text or file name). */
  nameFor(name: string): string;
  onChoose(mediaId: number): void;
}

export function LibraryImages({ isChosen, busy, nameFor, onChoose }: LibraryImagesProps) {
  const { t, language } = useLocale();
  const images = useMediaList(
    { kind: 'image', page: 1 },
    // Opened to choose: what the library holds now, uploads from another tab among them.
    { throwOnError: false, refetchOnMount: 'always' },
  );
  const results = images.data?.results ?? [];
  if (images.isError) return <p className="mt-2">{refusalMessage(t, images.error)}</p>;
  if (images.isSuccess && results.length === 0)
    return <p className="mt-2">{t.editor.libraryEmpty}</p>;
  return (
    <ul className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4">
      {results.map((image) => (
        <li key={image.id}>
          <button
            type="button"
            className="grid w-full gap-1 rounded border border-slate-300 p-1 text-start aria-pressed:border-2 aria-pressed:border-brand"
            aria-label={nameFor(image.alt[language] || image.originalName)}
            aria-pressed={isChosen(image.id)}
            disabled={busy}
            onClick={() => onChoose(image.id)}
          >
            <img
              src={`${image.address.replace(/\.webp$/, '-banner.webp')}?w=480`}
              alt=""
              className="aspect-video w-full rounded object-cover"
              loading="lazy"
            />
            <span className="break-all text-sm" dir="auto">
              {image.alt[language] || image.originalName}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
