// Loads the demo airline from server/content into the database.
import type { Config } from '../config';
import type { Db } from '../db/database';

export async function loadDemoContentIfEmpty(db: Db, config: Config): Promise<boolean> {
  const existing = await db.selectFrom('languages').select('value').limit(1).execute();
  if (existing.length > 0) return false;
  await loadDemoContent(db, config);
  return true;
}

export async function loadDemoContent(_db: Db, _config: Config): Promise<void> {
  // Filled in by the content loader.
}
