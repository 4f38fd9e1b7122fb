// A translated item's revisions screen, the same for every kind: who saved which fields of
// which language and when; two of one language picked are compared field by field, and one
// can be restored as a new revision, based on the version last read (a stale one refreshes
// the item and says so). A kind names its calls and reads in its RevisionSource.
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import type { Dictionary } from '@studio/locales/fa';
import { Loading } from '@studio/shared/ui/loading';
import { notify } from '@studio/shared/ui/notify';
import type { ItemId, ItemKind, TranslatedItem } from './item-kind';
import { RevisionComparison } from './revision-comparison';
import type { Comparison } from './revision-comparison';
import { RevisionsView } from './revisions-view';
import type { RevisionSummary } from './revisions-view';

export interface RevisionRestore<I extends ItemId> {
  id: I;
  revision: number;
  version: number;
}

export interface RevisionSource<F extends string, E extends TranslatedItem<F>, I extends ItemId> {
  kind: ItemKind<F, E, I>;
  useItem(id: I): UseQueryResult<E>;
  useRevisions(id: I): UseQueryResult<{ results: RevisionSummary[] }>;
  useComparison(id: I, pair: [number, number]): UseQueryResult<Comparison>;
  useRestore(): UseMutationResult<E, Error, RevisionRestore<I>>;
  /** The screen's title: the item's name. */
  title(t: Dictionary, item: E): string;
  editorHref(id: I): string;
  /** True for a field written as rich text (compared as rendered text). */
  rich(item: E, field: string): boolean;
}

interface ItemRevisionsProps<F extends string, E extends TranslatedItem<F>, I extends ItemId> {
  id: I;
  source: RevisionSource<F, E, I>;
}

function ItemComparison<F extends string, E extends TranslatedItem<F>, I extends ItemId>({
  id,
  source,
  item,
  pair,
}: ItemRevisionsProps<F, E, I> & { item: E; pair: [number, number] }) {
  const { t } = useLocale();
  const comparison = source.useComparison(id, pair);
  if (!comparison.data) return <Loading />;
  return (
    <RevisionComparison
      comparison={comparison.data}
      fieldName={(field) => source.kind.fieldName(t, field, item)}
      rich={(field) => source.rich(item, field)}
    />
  );
}

export function ItemRevisions<F extends string, E extends TranslatedItem<F>, I extends ItemId>({
  id,
  source,
}: ItemRevisionsProps<F, E, I>) {
  const { t } = useLocale();
  const item = source.useItem(id);
  const revisions = source.useRevisions(id);
  const restore = source.useRestore();
  if (!item.data || !revisions.data) return <Loading />;
  const current = item.data;
  return (
    <RevisionsView
      title={source.title(t, current)}
      editorHref={source.editorHref(id)}
      revisions={revisions.data.results}
      fieldName={(field) => source.kind.fieldName(t, field, current)}
      restoring={restore.isPending}
      onRestore={(revision) =>
        restore.mutate(
          { id, revision, version: current.version },
          {
            onSuccess: () => notify('success', t.revisions.restored),
            onError: (error) => {
              if (isStaleWriteError<E>(error)) source.kind.remember(error.current);
              notify('error', refusalMessage(t, error));
            },
          },
        )
      }
      comparison={(pair) => <ItemComparison id={id} source={source} item={current} pair={pair} />}
    />
  );
}
