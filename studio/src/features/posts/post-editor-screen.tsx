// A post's editor: its languages as tabs, the one named in the address (else the first
// one that is not the source, else the source) edited beside the source language.
import { Link, useParams } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths } from '@studio/shared/paths';
import { Loading } from '@studio/shared/ui/loading';
import { Screen } from '@studio/shared/ui/screen';
import { usePost } from './api/get-post';
import { DeletePostSection } from './delete-post-section';
import { LanguageEditor } from './language-editor';
import { LanguageTabs } from './language-tabs';
import { languageName } from './language-name';

export function PostEditorScreen() {
  const { t } = useLocale();
  const params = useParams();
  const post = usePost(Number(params.id));
  if (!post.data) return <Loading />;
  const codes = Object.keys(post.data.languages);
  const { sourceLanguage } = post.data;
  const lang = params.lang ?? codes.find((code) => code !== sourceLanguage) ?? sourceLanguage;
  const title = post.data.languages[sourceLanguage]?.fields.title ?? '';

  return (
    <Screen title={t.editor.title(title)}>
      <Link className="link justify-self-start" to={paths.posts}>
        {t.editor.backToList}
      </Link>
      <LanguageTabs post={post.data} lang={lang} />
      {post.data.languages[lang] ? (
        <section aria-label={t.editor.editing(languageName(t, lang))}>
          <LanguageEditor key={lang} post={post.data} lang={lang} />
        </section>
      ) : (
        <p>{t.notFound.body}</p>
      )}
      <DeletePostSection post={post.data} />
    </Screen>
  );
}
