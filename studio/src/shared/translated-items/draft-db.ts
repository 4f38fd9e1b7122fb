// The editor's unsaved fields, per item (a post, a page, a fixed page's texts) and language, kept on this device
// (IndexedDB through Dexie) so a reload or a lost connection does not lose them; with the
// version they were based on, so their save names it (If-Match) and a stale one shows the
// conflict.
import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { ItemId } from './item-kind';

export interface LocalDraft {
  /** `<kind>/<item id>/<language>` */
  key: string;
  kind: string;
  itemId: ItemId;
  lang: string;
  version: number;
  fields: Partial<Record<string, string>>;
  keptAt: string;
}

const keyOf = (kind: string, itemId: ItemId, lang: string) => `${kind}/${itemId}/${lang}`;

class DraftDatabase extends Dexie {
  drafts!: Table<LocalDraft, string>;

  constructor() {
    super('parvaz-studio-drafts');
    this.version(1).stores({ drafts: 'key, postId' });
    // Posts' drafts were keyed `<post id>/<language>` before pages had drafts too.
    this.version(2)
      .stores({ drafts: 'key, [kind+itemId]' })
      .upgrade(async (tx) => {
        const table = tx.table('drafts');
        const old: { key: string; postId: number; lang: string }[] = await table.toArray();
        await table.clear();
        await table.bulkAdd(
          old.map(({ postId, ...draft }) => ({
            ...draft,
            key: keyOf('posts', postId, draft.lang),
            kind: 'posts',
            itemId: postId,
          })),
        );
      });
  }
}

const db = new DraftDatabase();

export const readDraft = (kind: string, itemId: ItemId, lang: string) =>
  db.drafts.get(keyOf(kind, itemId, lang));

export async function keepDraft(draft: Omit<LocalDraft, 'key' | 'keptAt'>): Promise<void> {
  const key = keyOf(draft.kind, draft.itemId, draft.lang);
  if (Object.keys(draft.fields).length === 0) await db.drafts.delete(key);
  else await db.drafts.put({ ...draft, key, keptAt: new Date().toISOString() });
}

export const forgetDraft = (kind: string, itemId: ItemId, lang: string) =>
  db.drafts.delete(keyOf(kind, itemId, lang));
