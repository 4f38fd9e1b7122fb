// A post's revisions: who saved which fields of which language and when; two of one
// language picked are compared field by field, and one can be restored as a new revision.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { postHref } from '@studio/shared/paths';
import { DataTable } from '@studio/shared/ui/data-table';
import { formatTime } from '@studio/shared/ui/format-time';
import { Loading } from '@studio/shared/ui/loading';
import { notify } from '@studio/shared/ui/notify';
import { Screen } from '@studio/shared/ui/screen';
import { rememberPost, usePost } from './api/get-post';
import { useRestoreRevision } from './api/restore-revision';
import { useRevisions } from './api/get-revisions';
import { languageName } from './language-name';
import { RevisionComparison } from './revision-comparison';

export function RevisionsScreen() {
  const { t, language } = useLocale();
  const id = Number(useParams().id);
  const post = usePost(id);
  const revisions = useRevisions(id);
  const restore = useRestoreRevision();
  const [picked, setPicked] = useState<number[]>([]);
  if (!post.data || !revisions.data) return <Loading />;
  const list = revisions.data.results;
  const title = post.data.languages[post.data.sourceLanguage]?.fields.title ?? '';
  const pickedRevisions = list.filter((revision) => picked.includes(revision.id));
  const sameLanguage = new Set(pickedRevisions.map((revision) => revision.lang)).size === 1;
  const pair =
    pickedRevisions.length === 2 && sameLanguage
      ? ([pickedRevisions[1]!.id, pickedRevisions[0]!.id] as [number, number])
      : null;
  const fieldNames: Record<string, string> = t.posts.fields;
  const toggle = (revision: number) =>
    setPicked((now) =>
      now.includes(revision) ? now.filter((one) => one !== revision) : [...now, revision].slice(-2),
    );
  const restoreOne = (revision: number) =>
    restore.mutate(
      { id, revision, version: post.data.version },
      {
        onSuccess: () => notify('success', t.revisions.restored),
        onError: (error) => {
          if (isStaleWriteError(error)) rememberPost(error.current);
          notify('error', refusalMessage(t, error));
        },
      },
    );

  return (
    <Screen title={t.revisions.title(title)}>
      <Link className="link justify-self-start" to={postHref(id)}>
        {t.revisions.backToEditor}
      </Link>
      <p>{t.revisions.compareHint}</p>
      {list.length === 0 ? (
        <p>{t.revisions.none}</p>
      ) : (
        <DataTable
          caption={t.revisions.caption}
          columns={[
            t.revisions.pick,
            t.revisions.at,
            t.revisions.author,
            t.revisions.language,
            t.revisions.changed,
            t.revisions.restore,
          ]}
        >
          {list.map((revision) => (
            <tr key={revision.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={t.revisions.pickLabel(revision.id)}
                  checked={picked.includes(revision.id)}
                  onChange={() => toggle(revision.id)}
                />
              </td>
              <td>{formatTime(revision.at, language)}</td>
              <td>
                <bdi dir="ltr">{revision.author ?? t.revisions.unknownAuthor}</bdi>
              </td>
              <td>{languageName(t, revision.lang)}</td>
              <td>{revision.changed.map((field) => fieldNames[field] ?? field).join('، ')}</td>
              <td>
                <button
                  type="button"
                  className="button-quiet"
                  disabled={restore.isPending}
                  aria-label={t.revisions.restoreLabel(revision.id)}
                  onClick={() => restoreOne(revision.id)}
                >
                  {t.revisions.restore}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {pickedRevisions.length === 2 && !sameLanguage && (
        <p role="alert">{t.revisions.sameLanguage}</p>
      )}
      {pair && <RevisionComparison id={id} pair={pair} />}
    </Screen>
  );
}
