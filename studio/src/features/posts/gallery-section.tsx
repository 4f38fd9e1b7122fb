// The post's gallery, shared by its languages: library images in the order visitors swipe
// through them, each captioned in a language by its alt text there (a language is not
// published while a picture has none). Each change is saved at once; visitors see it once a
// language is published.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PostEditor } from '@contract/studio/posts';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { mediaItemHref } from '@studio/shared/paths';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { useSaveShared } from './api/save-shared';
import { languageName } from '@studio/shared/translated-items/language-name';
import { LibraryImages } from './library-images';

interface GallerySectionProps {
  post: PostEditor;
  lang: string;
  refusals: Record<string, string[]>;
}

export function GallerySection({ post, lang, refusals }: GallerySectionProps) {
  const { t, language } = useLocale();
  const save = useSaveShared();
  const [picking, setPicking] = useState(false);
  const items = post.gallery ?? [];
  const ids = items.map((item) => item.mediaId);
  const { direction } = post.languages[lang]!;

  const change = (galleryMediaIds: number[]) =>
    save.mutate(
      { id: post.id, lang, version: post.version, shared: { galleryMediaIds } },
      {
        onSuccess: () => notify('success', t.editor.gallerySaved),
      },
    );
  const move = (from: number, to: number) => {
    const next = [...ids];
    next.splice(to, 0, ...next.splice(from, 1));
    change(next);
  };
  const button = 'rounded border border-slate-300 px-2 py-1 text-sm disabled:opacity-50';

  return (
    <Section title={t.editor.gallery}>
      {refusals[`${lang}.gallery`] && (
        <p role="alert" className="font-bold text-danger">
          {t.editor.galleryAltMissing}
        </p>
      )}
      {items.length === 0 ? (
        <p>{post.gallery === null ? t.editor.galleryKept : t.editor.galleryEmpty}</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => {
            const caption = item.alt[lang];
            return (
              <li key={item.mediaId} className="grid gap-2 rounded border border-slate-200 p-2">
                <img
                  src={`${item.address}?w=480`}
                  alt={item.alt[language] ?? ''}
                  className="aspect-video w-full rounded bg-slate-100 object-cover"
                />
                {caption ? (
                  <p lang={lang} dir={direction}>
                    {caption}
                  </p>
                ) : (
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="badge-missing">
                      {t.editor.galleryNoCaption(languageName(t, lang))}
                    </span>
                    <Link className="link" to={mediaItemHref(item.mediaId)}>
                      {t.editor.bannerEditAlt}
                    </Link>
                  </p>
                )}
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={button}
                    disabled={index === 0 || save.isPending}
                    onClick={() => move(index, index - 1)}
                  >
                    {t.editor.moveEarlier(index + 1)}
                  </button>
                  <button
                    type="button"
                    className={button}
                    disabled={index === items.length - 1 || save.isPending}
                    onClick={() => move(index, index + 1)}
                  >
                    {t.editor.moveLater(index + 1)}
                  </button>
                  <button
                    type="button"
                    className={button}
                    disabled={save.isPending}
                    onClick={() => change(ids.filter((id) => id !== item.mediaId))}
                  >
                    {t.editor.removePicture(index + 1)}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <details onToggle={(event) => setPicking(event.currentTarget.open)}>
        <summary className="cursor-pointer font-bold text-brand">{t.editor.galleryChoose}</summary>
        {picking && (
          <LibraryImages
            isChosen={(id) => ids.includes(id)}
            busy={save.isPending}
            nameFor={t.editor.galleryUse}
            onChoose={(id) =>
              change(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id])
            }
          />
        )}
      </details>
    </Section>
  );
}
