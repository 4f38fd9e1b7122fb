// A language's new fields written as a revision: each changed field records the revision,
// and a translation records the source revision it was made against. One transaction with
// the version's move, so a stale write changes nothing.
import type { Db } from '../../../db/database';
import { emptyFields, revisionsOf } from './field-states';
import type { ItemDraft } from './field-states';
import { addRevision, advanceVersion, writeDraft } from './item-rows';
import type { Author, ItemKind, ItemState } from './item-rows';

export interface DraftSave<F extends string, S> {
  kind: ItemKind;
  fields: readonly F[];
  state: ItemState<F, S>;
  version: number;
  lang: string;
  changes: Partial<Record<F, string>>;
  shared?: Partial<S>;
  author: Author;
  /** The refusal of a write that lost the race for the version. */
  stale(): Promise<Error>;
  /** Runs in the save's transaction when the shared fields changed. */
  onSharedChange?(trx: Db, shared: S): Promise<void>;
}

export async function saveItemDraft<F extends string, S>(
  db: Db,
  save: DraftSave<F, S>,
): Promise<void> {
  const { item, drafts } = save.state;
  const current: ItemDraft<F> = drafts.get(save.lang) ?? {
    fields: emptyFields(save.fields),
    fieldRevisions: revisionsOf(save.fields),
    translatedFrom: revisionsOf(save.fields),
  };
  const merged = { ...current.fields, ...save.changes } as Record<F, string>;
  const changed = save.fields.filter((field) => merged[field] !== current.fields[field]);
  const nextShared = save.shared ? { ...item.shared, ...save.shared } : undefined;
  const sharedChanged =
    nextShared !== undefined && JSON.stringify(nextShared) !== JSON.stringify(item.shared);
  const source = drafts.get(item.sourceLang);
  await db.transaction().execute(async (trx) => {
    const moved = await advanceVersion(
      trx,
      save.kind,
      item.id,
      save.version,
      sharedChanged ? { shared: nextShared } : {},
    );
    if (!moved) throw await save.stale();
    if (sharedChanged) await save.onSharedChange?.(trx, nextShared!);
    if (changed.length === 0 && drafts.has(save.lang)) return;
    const revision = await addRevision(trx, save.kind, {
      id: item.id,
      lang: save.lang,
      author: save.author,
      fields: merged,
      changed,
    });
    const draft: ItemDraft<F> = {
      fields: merged,
      fieldRevisions: { ...current.fieldRevisions },
      translatedFrom: { ...current.translatedFrom },
    };
    for (const field of changed) {
      draft.fieldRevisions[field] = revision;
      if (save.lang !== item.sourceLang)
        draft.translatedFrom[field] = source?.fieldRevisions[field] ?? 0;
    }
    await writeDraft(trx, save.kind, item.id, save.lang, draft);
  });
}
