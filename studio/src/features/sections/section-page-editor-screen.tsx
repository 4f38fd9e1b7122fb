// A fixed page's texts: its languages as tabs, the one named in the address (else the first
// that is not the source, else the source) edited beside the source language, section by
// section; published per language (the site always shows these pages: nothing to withdraw
// or delete).
import { PreviewButton } from '@studio/shared/translated-items/preview-button';
import { previewSectionPage } from './api/preview-section-page';
import { Link, useParams } from 'react-router-dom';
import type { SectionPage } from '@contract/studio/sections';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths, sectionPageHref, sectionPageRevisionsHref } from '@studio/shared/paths';
import { editedLanguage } from '@studio/shared/translated-items/edited-language';
import { LanguageEditor } from '@studio/shared/translated-items/language-editor';
import { LanguageTabs } from '@studio/shared/translated-items/language-tabs';
import { languageName } from '@studio/shared/translated-items/language-name';
import { Loading } from '@studio/shared/ui/loading';
import { Screen } from '@studio/shared/ui/screen';
import { useSectionPage } from './api/get-section-page';
import { sectionKind } from './section-kind';
import { sectionPolicyFrom } from './section-policy';

function SectionPageEditor({ policy, lang }: { policy: SectionPage; lang?: string }) {
  const { t } = useLocale();
  const page = useSectionPage(policy);
  if (!page.data) return <Loading />;
  const edited = editedLanguage(page.data, lang);
  return (
    <Screen title={t.sections.editorTitle(t.sections.names[policy])}>
      <Link className="link justify-self-start" to={paths.sectionPages}>
        {t.sections.backToList}
      </Link>
      <LanguageTabs
        item={page.data}
        lang={edited}
        label={t.sections.languages}
        href={(code) => sectionPageHref(policy, code)}
      />
      {page.data.languages[edited] ? (
        <section aria-label={t.editor.editing(languageName(t, edited))}>
          <LanguageEditor
            key={edited}
            kind={sectionKind}
            item={page.data}
            lang={edited}
            conflictTitle={t.sections.conflict}
            revisionsHref={sectionPageRevisionsHref(policy)}
            publishing={(unsaved) => (
              <PreviewButton lang={edited} unsaved={unsaved} preview={previewSectionPage(policy)} />
            )}
          />
        </section>
      ) : (
        <p>{t.notFound.body}</p>
      )}
    </Screen>
  );
}

export function SectionPageEditorScreen() {
  const { t } = useLocale();
  const params = useParams();
  const policy = sectionPolicyFrom(params.policy);
  if (!policy)
    return (
      <Screen title={t.notFound.title}>
        <p>{t.notFound.body}</p>
      </Screen>
    );
  return <SectionPageEditor policy={policy} lang={params.lang} />;
}
