// A custom page's editor: its languages as tabs, the one named in the address (else the
// first one that is not the source, else the source) edited beside the source language;
// the address all languages share; deleting once no language is published.
import { Link, useParams } from 'react-router-dom';
import type { PageEditor } from '@contract/studio/custom-pages';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { pageHref, pageRevisionsHref, paths } from '@studio/shared/paths';
import { DeleteSection } from '@studio/shared/translated-items/delete-section';
import { editedLanguage } from '@studio/shared/translated-items/edited-language';
import { LanguageEditor } from '@studio/shared/translated-items/language-editor';
import { LanguageTabs } from '@studio/shared/translated-items/language-tabs';
import { languageName } from '@studio/shared/translated-items/language-name';
import { Loading } from '@studio/shared/ui/loading';
import { Screen } from '@studio/shared/ui/screen';
import { PreviewButton } from '@studio/shared/translated-items/preview-button';
import { usePage } from './api/get-page';
import { previewPage } from './api/preview-page';
import { AddressSection } from './address-section';
import { pageKind } from './page-kind';

const SHOWN_IN_SECTIONS = ['path'] as const;

function PageLanguageEditor({ page, lang }: { page: PageEditor; lang: string }) {
  const { t } = useLocale();
  return (
    <LanguageEditor
      kind={pageKind}
      item={page}
      lang={lang}
      conflictTitle={t.pages.conflict}
      revisionsHref={pageRevisionsHref(page.id)}
      sections={(refusals) => <AddressSection page={page} lang={lang} refusals={refusals} />}
      shownElsewhere={SHOWN_IN_SECTIONS}
      publishing={(unsaved) => (
        <PreviewButton lang={lang} unsaved={unsaved} preview={previewPage(page.id)} />
      )}
    />
  );
}

export function PageEditorScreen() {
  const { t } = useLocale();
  const params = useParams();
  const page = usePage(Number(params.id));
  if (!page.data) return <Loading />;
  const lang = editedLanguage(page.data, params.lang);
  const title = page.data.languages[page.data.sourceLanguage]?.fields.title ?? '';

  return (
    <Screen title={t.editor.title(title)}>
      <Link className="link justify-self-start" to={paths.pages}>
        {t.pages.backToList}
      </Link>
      <LanguageTabs
        item={page.data}
        lang={lang}
        label={t.pages.languages}
        href={(code) => pageHref(page.data.id, code)}
      />
      {page.data.languages[lang] ? (
        <section aria-label={t.editor.editing(languageName(t, lang))}>
          <PageLanguageEditor key={lang} page={page.data} lang={lang} />
        </section>
      ) : (
        <p>{t.notFound.body}</p>
      )}
      <DeleteSection
        kind={pageKind}
        item={page.data}
        listHref={paths.pages}
        words={{
          title: t.pages.delete,
          blocked: t.pages.deleteBlocked,
          sure: t.pages.deleteSure,
          forGood: t.editor.deleteForGood,
          keep: t.pages.keep,
          deleted: t.pages.deleted,
          published: t.pages.deleteRefused,
        }}
      />
    </Screen>
  );
}
