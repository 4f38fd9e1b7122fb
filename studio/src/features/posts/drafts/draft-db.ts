// The editor's unsaved fields, per post and language, kept on this device (IndexedDB
// through Dexie) so a reload or a lost connection does not lose them; with the version
// they were based on, so their save names it (If-Match) and a stale one shows the conflict.
import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { PostFields } from '@contract/studio/posts';

export interface LocalDraft {
  /** `<post id>/<language>` */
  key: string;
  postId: number;
  lang: string;
  version: number;
  fields: Partial<PostFields>;
  keptAt: string;
}

class DraftDatabase extends Dexie {
  drafts!: Table<LocalDraft, string>;

  constructor() {
    super('parvaz-studio-drafts');
    this.version(1).stores({ drafts: 'key, postId' });
  }
}

const db = new DraftDatabase();
const keyOf = (postId: number, lang: string) => `${postId}/${lang}`;

export const readDraft = (postId: number, lang: string) => db.drafts.get(keyOf(postId, lang));

export async function keepDraft(draft: Omit<LocalDraft, 'key' | 'keptAt'>): Promise<void> {
  const key = keyOf(draft.postId, draft.lang);
  if (Object.keys(draft.fields).length === 0) await db.drafts.delete(key);
  else await db.drafts.put({ ...draft, key, keptAt: new Date().toISOString() });
}

export const forgetDraft = (postId: number, lang: string) => db.drafts.delete(keyOf(postId, lang));
