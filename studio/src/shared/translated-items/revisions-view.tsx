// An item's revisions: who saved which fields of which language and when; two of one
// language picked are compared field by field (the item's own comparison), and one can be
// restored as a new revision.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { DataTable } from '@studio/shared/ui/data-table';
import { formatTime } from '@studio/shared/ui/format-time';
import { Screen } from '@studio/shared/ui/screen';
import { languageName } from './language-name';

export interface RevisionSummary {
  id: number;
  lang: string;
  at: string;
  author: string | null;
  changed: string[];
}

interface RevisionsViewProps {
  /** The item's title in its source language. */
  title: string;
  editorHref: string;
  revisions: RevisionSummary[];
  fieldName(field: string): string;
  restoring: boolean;
  onRestore(revision: number): void;
  /** The older and the newer of two revisions of one language, compared. */
  comparison(pair: [number, number]): ReactNode;
}

export function RevisionsView(props: RevisionsViewProps) {
  const { t, language } = useLocale();
  const [picked, setPicked] = useState<number[]>([]);
  const list = props.revisions;
  const pickedRevisions = list.filter((revision) => picked.includes(revision.id));
  const sameLanguage = new Set(pickedRevisions.map((revision) => revision.lang)).size === 1;
  const pair =
    pickedRevisions.length === 2 && sameLanguage
      ? ([pickedRevisions[1]!.id, pickedRevisions[0]!.id] as [number, number])
      : null;
  const toggle = (revision: number) =>
    setPicked((now) =>
      now.includes(revision) ? now.filter((one) => one !== revision) : [...now, revision].slice(-2),
    );

  return (
    <Screen title={t.revisions.title(props.title)}>
      <Link className="link justify-self-start" to={props.editorHref}>
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
              <td>{revision.changed.map(props.fieldName).join('، ')}</td>
              <td>
                <button
                  type="button"
                  className="button-quiet"
                  disabled={props.restoring}
                  aria-label={t.revisions.restoreLabel(revision.id)}
                  onClick={() => props.onRestore(revision.id)}
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
      {pair && props.comparison(pair)}
    </Screen>
  );
}
