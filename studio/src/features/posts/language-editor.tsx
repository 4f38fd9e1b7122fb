// One language of a post, field by field beside the source language (the translated items'
// editor), with what only posts have: the visitor's address that follows the title, the
// banner, the gallery, groups and tags, and the preview.
import type { PostEditor } from '@contract/studio/posts';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { postRevisionsHref } from '@studio/shared/paths';
import { LanguageEditor as TranslatedLanguageEditor } from '@studio/shared/translated-items/language-editor';
import { PreviewButton } from '@studio/shared/translated-items/preview-button';
import { previewPost } from './api/preview-post';
import { BannerSection } from './banner-section';
import { GallerySection } from './gallery-section';
import { LabelsSection } from './labels-section';
import { postKind } from './post-kind';
import { VisitorAddress } from './visitor-address';

const SHOWN_IN_SECTIONS = ['banner'] as const;

export function LanguageEditor({ post, lang }: { post: PostEditor; lang: string }) {
  const { t } = useLocale();
  const saved = post.languages[lang]!.fields;
  return (
    <TranslatedLanguageEditor
      kind={postKind}
      item={post}
      lang={lang}
      conflictTitle={t.conflict.title}
      revisionsHref={postRevisionsHref(post.id)}
      underFields={(unsaved) => (
        <VisitorAddress
          id={post.id}
          lang={lang}
          title={unsaved.title ?? saved.title}
          savedTitle={saved.title}
        />
      )}
      sections={(refusals) => (
        <>
          <BannerSection post={post} lang={lang} refusals={refusals} />
          <GallerySection post={post} lang={lang} refusals={refusals} />
          <LabelsSection post={post} lang={lang} />
        </>
      )}
      shownElsewhere={SHOWN_IN_SECTIONS}
      publishing={(unsaved) => (
        <PreviewButton lang={lang} unsaved={unsaved} preview={previewPost(post.id)} />
      )}
    />
  );
}
