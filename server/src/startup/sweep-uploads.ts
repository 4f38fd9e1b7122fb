// On start, removes what a stopped process left behind: partial uploads in the local
// scratch folder (`UPLOADS_DIR/.incoming`), and stored files whose row was never committed
// (killed between storing the file and committing). Nothing else of this instance runs
// yet; a store other instances share (S3) may hold another instance's file whose row is
// a moment from committing, so there only files older than an hour count as orphans.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import { findStoredFiles } from '../modules/forms/queries';
import type { Storage } from '../storage/storage';

const STORED_NAME = /^[0-9a-f-]{36}\.pdf$/;
const BATCH = 500;
export const SHARED_ORPHAN_AGE_MS = 3_600_000;

export async function sweepUploads(
  db: Db,
  uploads: Storage,
  uploadsDir: string,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  const incoming = path.join(uploadsDir, '.incoming');
  for (const name of fs.existsSync(incoming) ? fs.readdirSync(incoming) : []) {
    fs.rmSync(path.join(incoming, name), { recursive: true, force: true });
    removed++;
  }
  const before = uploads.shared ? now - SHARED_ORPHAN_AGE_MS : Infinity;
  let batch: string[] = [];
  const sweep = async () => {
    const known = new Set(await findStoredFiles(db, batch));
    for (const name of batch.filter((file) => !known.has(file))) {
      await uploads.delete(name);
      removed++;
    }
    batch = [];
  };
  for await (const object of uploads.list()) {
    if (!STORED_NAME.test(object.key) || object.lastModified.getTime() >= before) continue;
    batch.push(object.key);
    if (batch.length === BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  return removed;
}
