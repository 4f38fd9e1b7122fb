// An item in the library's grid: its picture, its file's name (the link to it), its kind,
// and the languages its alt text is still missing in.
import { Link } from 'react-router-dom';
import type { MediaItem } from '@contract/studio/media';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { wordList } from '@studio/shared/i18n/word-list';
import { mediaItemHref } from '@studio/shared/paths';
import { languageName } from '@studio/shared/translated-items/language-name';
import { MediaPreview } from './media-preview';

export function MediaCard({ item }: { item: MediaItem }) {
  const { t, language } = useLocale();
  const missing = item.altLanguages.filter(({ lang }) => !item.alt[lang]);
  return (
    <li className="grid content-start gap-2 rounded-lg border border-slate-300 p-2">
      <MediaPreview item={item} />
      <Link className="link break-all font-bold" to={mediaItemHref(item.id)} dir="auto">
        {item.originalName}
      </Link>
      <span className="text-sm">{t.media.kinds[item.kind]}</span>
      {item.kind === 'image' &&
        (missing.length > 0 ? (
          <span className="badge-missing justify-self-start">
            {t.media.missingAlt(
              wordList(
                language,
                missing.map(({ lang }) => languageName(t, lang)),
              ),
            )}
          </span>
        ) : (
          <span className="badge justify-self-start">{t.media.allAlt}</span>
        ))}
    </li>
  );
}
