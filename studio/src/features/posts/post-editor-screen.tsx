// A post's editor: its languages as tabs, the one named in the address (else the first
// one that is not the source, else the source) edited beside the source language.
import { Link, useParams } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths, postHref } from '@studio/shared/paths';
import { DeleteSection } from '@studio/shared/translated-items/delete-section';
import { editedLanguage } from '@studio/shared/translated-items/edited-language';
import { LanguageTabs } from '@studio/shared/translated-items/language-tabs';
import { languageName } from '@studio/shared/translated-items/language-name';
import { Loading } from '@studio/shared/ui/loading';
import { Screen } from '@studio/shared/ui/screen';
import { usePost } from './api/get-post';
import { LanguageEditor } from './language-editor';
import { postKind } from './post-kind';

export function PostEditorScreen() {
  const { t } = useLocale();
  const params = useParams();
  const post = usePost(Number(params.id));
  if (!post.data) return <Loading />;
  const lang = editedLanguage(post.data, params.lang);
  const title = post.data.languages[post.data.sourceLanguage]?.fields.title ?? '';

  return (
    <Screen title={t.editor.title(title)}>
      <Link className="link justify-self-start" to={paths.posts}>
        {t.editor.backToList}
      </Link>
      <LanguageTabs
        item={post.data}
        lang={lang}
        label={t.editor.languages}
        href={(code) => postHref(post.data.id, code)}
      />
      {post.data.languages[lang] ? (
        <section aria-label={t.editor.editing(languageName(t, lang))}>
          <LanguageEditor key={lang} post={post.data} lang={lang} />
        </section>
      ) : (
        <p>{t.notFound.body}</p>
      )}
      <DeleteSection
        kind={postKind}
        item={post.data}
        listHref={paths.posts}
        words={{
          title: t.editor.deletePost,
          blocked: t.editor.deleteBlocked,
          sure: t.editor.deleteSure,
          forGood: t.editor.deleteForGood,
          keep: t.editor.keepPost,
          deleted: t.editor.postDeleted,
          published: t.refusals.published,
        }}
      />
    </Screen>
  );
}
