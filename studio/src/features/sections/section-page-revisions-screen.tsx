// A fixed page's revisions (the translated items' shared screen): who saved which texts of
// which language and when, two compared text by text, one restored as a new revision.
import { useParams } from 'react-router-dom';
import type { SectionPage, SectionPageEditor } from '@contract/studio/sections';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { sectionPageHref } from '@studio/shared/paths';
import { ItemRevisions } from '@studio/shared/translated-items/item-revisions';
import type { RevisionSource } from '@studio/shared/translated-items/item-revisions';
import { Screen } from '@studio/shared/ui/screen';
import { useSectionPageComparison } from './api/compare-section-page-revisions';
import { useSectionPage } from './api/get-section-page';
import { useSectionPageRevisions } from './api/get-section-page-revisions';
import { useRestoreSectionPageRevision } from './api/restore-section-page-revision';
import { isRichText, sectionKind } from './section-kind';
import { sectionPolicyFrom } from './section-policy';

const sectionPageRevisions: RevisionSource<string, SectionPageEditor, SectionPage> = {
  kind: sectionKind,
  useItem: useSectionPage,
  useRevisions: useSectionPageRevisions,
  useComparison: useSectionPageComparison,
  useRestore: useRestoreSectionPageRevision,
  title: (t, page) => t.sections.names[page.policy],
  editorHref: (policy) => sectionPageHref(policy),
  rich: isRichText,
};

export function SectionPageRevisionsScreen() {
  const { t } = useLocale();
  const policy = sectionPolicyFrom(useParams().policy);
  if (!policy)
    return (
      <Screen title={t.notFound.title}>
        <p>{t.notFound.body}</p>
      </Screen>
    );
  return <ItemRevisions id={policy} source={sectionPageRevisions} />;
}
