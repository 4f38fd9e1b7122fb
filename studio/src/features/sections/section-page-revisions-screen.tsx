// A fixed page's revisions: who saved which texts of which language and when; two of one
// language picked are compared text by text, and one can be restored as a new revision.
import { useParams } from 'react-router-dom';
import type { SectionPage, SectionPageEditor } from '@contract/studio/sections';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { sectionPageHref } from '@studio/shared/paths';
import { RevisionComparison } from '@studio/shared/translated-items/revision-comparison';
import { RevisionsView } from '@studio/shared/translated-items/revisions-view';
import { Loading } from '@studio/shared/ui/loading';
import { notify } from '@studio/shared/ui/notify';
import { Screen } from '@studio/shared/ui/screen';
import { useSectionPageComparison } from './api/compare-section-page-revisions';
import { rememberSectionPage, useSectionPage } from './api/get-section-page';
import { useSectionPageRevisions } from './api/get-section-page-revisions';
import { useRestoreSectionPageRevision } from './api/restore-section-page-revision';
import { isRichText, sectionKind } from './section-kind';
import { sectionPolicyFrom } from './section-policy';

interface ComparisonProps {
  page: SectionPageEditor;
  pair: [number, number];
}

function SectionComparison({ page, pair }: ComparisonProps) {
  const { t } = useLocale();
  const comparison = useSectionPageComparison(page.policy, pair);
  if (!comparison.data) return <Loading />;
  return (
    <RevisionComparison
      comparison={comparison.data}
      fieldName={(field) => sectionKind.fieldName(t, field, page)}
      rich={(field) => isRichText(page, field)}
    />
  );
}

function SectionRevisions({ policy }: { policy: SectionPage }) {
  const { t } = useLocale();
  const page = useSectionPage(policy);
  const revisions = useSectionPageRevisions(policy);
  const restore = useRestoreSectionPageRevision();
  if (!page.data || !revisions.data) return <Loading />;
  const current = page.data;
  return (
    <RevisionsView
      title={t.sections.names[policy]}
      editorHref={sectionPageHref(policy)}
      revisions={revisions.data.results}
      fieldName={(field) => sectionKind.fieldName(t, field, current)}
      restoring={restore.isPending}
      onRestore={(revision) =>
        restore.mutate(
          { policy, revision, version: current.version },
          {
            onSuccess: () => notify('success', t.revisions.restored),
            onError: (error) => {
              if (isStaleWriteError<SectionPageEditor>(error)) rememberSectionPage(error.current);
              notify('error', refusalMessage(t, error));
            },
          },
        )
      }
      comparison={(pair) => <SectionComparison page={current} pair={pair} />}
    />
  );
}

export function SectionPageRevisionsScreen() {
  const { t } = useLocale();
  const policy = sectionPolicyFrom(useParams().policy);
  if (!policy)
    return (
      <Screen title={t.notFound.title}>
        <p>{t.notFound.body}</p>
      </Screen>
    );
  return <SectionRevisions policy={policy} />;
}
