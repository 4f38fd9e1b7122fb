// Loads the demo airline from server/content into the database in one transaction:
// content tables are replaced, what visitors sent is kept.
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { writeInBulk } from '../modules/blog/bulk-write';
import { rowsFor } from './content-rows';
import { prepareDemoMedia } from './prepare-media';
import { readContent } from './read-content';

const VISITOR_TABLES = new Set<keyof Database>([
  'contact_messages',
  'form_submissions',
  'idempotency_keys',
]);
/** SQLite binds at most 32766 parameters a statement; small batches stay far below. */
const BATCH = 50;

export async function loadDemoContentIfEmpty(db: Db, config: Config): Promise<boolean> {
  const existing = await db.selectFrom('languages').select('value').limit(1).execute();
  if (existing.length > 0) return false;
  await loadDemoContent(db, config);
  return true;
}

export async function loadDemoContent(db: Db, config: Config): Promise<Record<string, number>> {
  const rows = rowsFor(readContent(config.contentDir));
  await prepareDemoMedia(config.mediaDir);
  const counts: Record<string, number> = {};
  await db.transaction().execute((trx) =>
    writeInBulk(trx, async () => {
      for (const [table, tableRows] of Object.entries(rows) as [keyof Database, unknown[]][]) {
        if (VISITOR_TABLES.has(table)) continue;
        await trx.deleteFrom(table).execute();
        for (let start = 0; start < tableRows.length; start += BATCH) {
          await trx
            .insertInto(table)
            .values(tableRows.slice(start, start + BATCH) as never)
            .execute();
        }
        counts[table] = tableRows.length;
      }
    }),
  );
  return counts;
}
