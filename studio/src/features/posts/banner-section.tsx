// The post's banner, shared by its languages: the picture it shows, the languages its alt
// text is missing in (a language is not published without it), and the library's images to
// choose from. Publishing's refusals about the banner show here.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PostEditor } from '@contract/studio/posts';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { wordList } from '@studio/shared/i18n/word-list';
import { mediaItemHref } from '@studio/shared/paths';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { useSaveShared } from './api/save-shared';
import { languageName } from '@studio/shared/translated-items/language-name';
import { LibraryImages } from './library-images';

interface BannerSectionProps {
  post: PostEditor;
  lang: string;
  refusals: Record<string, string[]>;
}

export function BannerSection({ post, lang, refusals }: BannerSectionProps) {
  const { t, language } = useLocale();
  const choose = useSaveShared();
  // The library is read once the picker is opened: the editor works without it (offline too).
  const [picking, setPicking] = useState(false);
  const { banner } = post;
  const missing = banner
    ? Object.keys(post.languages).filter((code) => banner.mediaId !== null && !banner.alt[code])
    : [];
  const refused = refusals.banner
    ? t.editor.bannerRequired
    : refusals[`${lang}.banner`]
      ? t.rules.altMissing
      : null;

  return (
    <Section title={t.editor.banner}>
      {refused && (
        <p role="alert" className="font-bold text-danger">
          {refused}
        </p>
      )}
      {banner ? (
        <figure className="grid gap-2">
          <img
            src={`${banner.address}?w=480`}
            alt={banner.alt[language] ?? ''}
            className="aspect-video w-full max-w-md rounded bg-slate-100 object-cover"
          />
          <figcaption className="flex flex-wrap items-center gap-2 text-sm">
            {t.editor.bannerShown}
            {missing.length > 0 && (
              <span className="badge-missing">
                {t.editor.bannerAltMissing(
                  wordList(
                    language,
                    missing.map((code) => languageName(t, code)),
                  ),
                )}
              </span>
            )}
            {banner.mediaId !== null && (
              <Link className="link" to={mediaItemHref(banner.mediaId)}>
                {t.editor.bannerEditAlt}
              </Link>
            )}
          </figcaption>
        </figure>
      ) : (
        <p>{t.editor.bannerNone}</p>
      )}
      <details onToggle={(event) => setPicking(event.currentTarget.open)}>
        <summary className="cursor-pointer font-bold text-brand">{t.editor.bannerChoose}</summary>
        {picking && (
          <LibraryImages
            isChosen={(id) => id === banner?.mediaId}
            busy={choose.isPending}
            nameFor={t.editor.bannerUse}
            onChoose={(mediaId) =>
              choose.mutate(
                { id: post.id, lang, version: post.version, shared: { bannerMediaId: mediaId } },
                {
                  onSuccess: () => notify('success', t.editor.bannerChosen),
                },
              )
            }
          />
        )}
      </details>
    </Section>
  );
}
