// A post's revisions: who saved which fields of which language and when; two of one
// language picked are compared field by field, and one can be restored as a new revision.
import { useParams } from 'react-router-dom';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import type { PostEditor } from '@contract/studio/posts';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { postHref } from '@studio/shared/paths';
import { RevisionComparison } from '@studio/shared/translated-items/revision-comparison';
import { RevisionsView } from '@studio/shared/translated-items/revisions-view';
import { Loading } from '@studio/shared/ui/loading';
import { notify } from '@studio/shared/ui/notify';
import { useComparison } from './api/compare-revisions';
import { rememberPost, usePost } from './api/get-post';
import { useRestoreRevision } from './api/restore-revision';
import { useRevisions } from './api/get-revisions';
import { postKind } from './post-kind';

function PostComparison({ id, pair }: { id: number; pair: [number, number] }) {
  const { t } = useLocale();
  const comparison = useComparison(id, pair);
  if (!comparison.data) return <Loading />;
  return (
    <RevisionComparison
      comparison={comparison.data}
      fieldName={(field) => postKind.fieldName(t, field)}
      rich={(field) => field === 'body'}
    />
  );
}

export function RevisionsScreen() {
  const { t } = useLocale();
  const id = Number(useParams().id);
  const post = usePost(id);
  const revisions = useRevisions(id);
  const restore = useRestoreRevision();
  if (!post.data || !revisions.data) return <Loading />;
  const version = post.data.version;
  return (
    <RevisionsView
      title={post.data.languages[post.data.sourceLanguage]?.fields.title ?? ''}
      editorHref={postHref(id)}
      revisions={revisions.data.results}
      fieldName={(field) => postKind.fieldName(t, field)}
      restoring={restore.isPending}
      onRestore={(revision) =>
        restore.mutate(
          { id, revision, version },
          {
            onSuccess: () => notify('success', t.revisions.restored),
            onError: (error) => {
              if (isStaleWriteError<PostEditor>(error)) rememberPost(error.current);
              notify('error', refusalMessage(t, error));
            },
          },
        )
      }
      comparison={(pair) => <PostComparison id={id} pair={pair} />}
    />
  );
}
