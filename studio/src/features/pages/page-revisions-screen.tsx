// A custom page's revisions: who saved which fields of which language and when; two of one
// language picked are compared field by field, and one can be restored as a new revision.
import { useParams } from 'react-router-dom';
import type { PageEditor } from '@contract/studio/custom-pages';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { pageHref } from '@studio/shared/paths';
import { RevisionComparison } from '@studio/shared/translated-items/revision-comparison';
import { RevisionsView } from '@studio/shared/translated-items/revisions-view';
import { Loading } from '@studio/shared/ui/loading';
import { notify } from '@studio/shared/ui/notify';
import { usePageComparison } from './api/compare-page-revisions';
import { rememberPage, usePage } from './api/get-page';
import { usePageRevisions } from './api/get-page-revisions';
import { useRestorePageRevision } from './api/restore-page-revision';
import { pageKind } from './page-kind';

function PageComparison({ id, pair }: { id: number; pair: [number, number] }) {
  const { t } = useLocale();
  const comparison = usePageComparison(id, pair);
  if (!comparison.data) return <Loading />;
  return (
    <RevisionComparison
      comparison={comparison.data}
      fieldName={(field) => pageKind.fieldName(t, field)}
      rich={(field) => field === 'body'}
    />
  );
}

export function PageRevisionsScreen() {
  const { t } = useLocale();
  const id = Number(useParams().id);
  const page = usePage(id);
  const revisions = usePageRevisions(id);
  const restore = useRestorePageRevision();
  if (!page.data || !revisions.data) return <Loading />;
  const version = page.data.version;
  return (
    <RevisionsView
      title={page.data.languages[page.data.sourceLanguage]?.fields.title ?? ''}
      editorHref={pageHref(id)}
      revisions={revisions.data.results}
      fieldName={(field) => pageKind.fieldName(t, field)}
      restoring={restore.isPending}
      onRestore={(revision) =>
        restore.mutate(
          { id, revision, version },
          {
            onSuccess: () => notify('success', t.revisions.restored),
            onError: (error) => {
              if (isStaleWriteError<PageEditor>(error)) rememberPage(error.current);
              notify('error', refusalMessage(t, error));
            },
          },
        )
      }
      comparison={(pair) => <PageComparison id={id} pair={pair} />}
    />
  );
}
