// On start, removes what a stopped process left in the uploads folder: partial files in
// `.incoming`, and stored files whose row was never committed (killed between writing
// the file and committing). Nothing else runs yet, so nothing there is in use; one
// service owns one uploads folder.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import { findStoredFiles } from '../modules/forms/queries';

const STORED_NAME = /^[0-9a-f-]{36}\.pdf$/;
const BATCH = 500;

export async function sweepUploads(db: Db, uploadsDir: string): Promise<number> {
  let removed = 0;
  const incoming = path.join(uploadsDir, '.incoming');
  for (const name of fs.existsSync(incoming) ? fs.readdirSync(incoming) : []) {
    fs.rmSync(path.join(incoming, name), { recursive: true, force: true });
    removed++;
  }
  const stored = fs.readdirSync(uploadsDir).filter((name) => STORED_NAME.test(name));
  for (let start = 0; start < stored.length; start += BATCH) {
    const batch = stored.slice(start, start + BATCH);
    const known = new Set(await findStoredFiles(db, batch));
    for (const name of batch.filter((file) => !known.has(file))) {
      fs.rmSync(path.join(uploadsDir, name), { force: true });
      removed++;
    }
  }
  return removed;
}
