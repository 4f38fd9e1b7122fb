// `npm run content:dump -- [--out DIR]`: writes the configured database's published content as
// the files `npm run content:load` reads, the backup that restores it: into DIR, or a new folder
// under DATA_DIR named after the time. Media are named in the files, not copied: back up
// MEDIA_DIR beside them.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { dumpContent } from '../content/dump-content';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const out = values.out === undefined ? newFolder(config.dataDir) : path.resolve(values.out);

const started = performance.now();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  const { files, losses } = await dumpContent(db, out);
  for (const { file, count, of } of files)
    console.log(`${file.padEnd(34)} ${String(count).padStart(7)}  ${of}`);
  for (const line of losses) console.warn(line);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${files.length} files in ${out}, ${seconds} s`);
} catch (error) {
  console.error((error as Error).message);
  if (values.out === undefined) fs.rmSync(out, { recursive: true, force: true });
  process.exitCode = 1;
} finally {
  await db.destroy();
}

/** data/content-<UTC date and time>, which must not be there yet. */
function newFolder(dataDir: string): string {
  const stamp = new Date().toISOString().replace(/\..*$/, '').replaceAll(':', '').replace('T', '-');
  const dir = path.join(dataDir, `content-${stamp}`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(dir);
  return dir;
}
