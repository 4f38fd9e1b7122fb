// Search folds punctuation to spaces, and each post's folded text has a space at either end,
// so a word of 1 or 2 characters is looked up as a word of its own (` ab `), through the
// trigram indexes like any longer word, where before it was tested against every post of
// the language. The folded text the posts already hold is brought to that form, in batches
// along the primary key; SQLite's trigram table follows through its update trigger, and
// PostgreSQL's GIN index by itself.
import type { Kysely } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const BATCH = 1000;

/** The text as folded before, folded as the live search folds it now (frozen here). */
const wholeWordText = (folded: string): string =>
  ` ${folded.replace(/\p{P}/gu, ' ').replace(/\s+/g, ' ').trim()} `;

/** The text as folded before: punctuation cannot be restored, so only the ends are trimmed. */
const trimmedText = (folded: string): string => folded.trim();

/**
 * A batch's writes in one transaction, unless the migration already runs in one (PostgreSQL's
 * do; SQLite's do not, and there each write committing alone took 13 s for 20,000 posts).
 */
async function inOneTransaction(db: AnyDb, write: (trx: AnyDb) => Promise<void>): Promise<void> {
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** Rewrites every post's `search_text` as `fold` makes it, a batch at a time along the key. */
export async function refold(db: AnyDb, fold: (text: string) => string): Promise<void> {
  let after = { id: -1, lang: '' };
  for (;;) {
    const rows: { id: number; lang: string; search_text: string }[] = await db
      .selectFrom('blog_posts')
      .select(['id', 'lang', 'search_text'])
      .where((eb) =>
        eb.or([
          eb('id', '>', after.id),
          eb.and([eb('id', '=', after.id), eb('lang', '>', after.lang)]),
        ]),
      )
      .orderBy('id')
      .orderBy('lang')
      .limit(BATCH)
      .execute();
    await inOneTransaction(db, async (trx) => {
      for (const row of rows) {
        const text = fold(row.search_text);
        if (text === row.search_text) continue;
        await trx
          .updateTable('blog_posts')
          .set({ search_text: text })
          .where('id', '=', row.id)
          .where('lang', '=', row.lang)
          .execute();
      }
    });
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { id: last.id, lang: last.lang };
  }
}

export async function up(db: AnyDb): Promise<void> {
  await refold(db, wholeWordText);
}

export async function down(db: AnyDb): Promise<void> {
  await refold(db, trimmedText);
}
