// `npm run submissions:export -- [--format json|csv] [--out DIR]`: the company's copy of
// every contact message and form submission. Without --out it prints them.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { collectSubmissions, formatRows } from '../modules/forms/export-submissions';
import type { ExportFormat } from '../modules/forms/export-submissions';
import { openStores } from '../storage/open-storage';

const { values } = parseArgs({
  options: { format: { type: 'string', default: 'json' }, out: { type: 'string' } },
});
const format = values.format as ExportFormat;
if (format !== 'json' && format !== 'csv') {
  console.error('--format must be json or csv');
  process.exit(2);
}

const config = loadConfig();
const db = openDatabase(config.database);
await migrateToLatest(db);
const stores = openStores(config);
const collected = await collectSubmissions(db, stores.uploads);
stores.close();
await db.destroy();

for (const [name, rows] of Object.entries(collected)) {
  const text = formatRows(rows, format);
  if (values.out) {
    fs.mkdirSync(values.out, { recursive: true });
    const file = path.resolve(values.out, `${name}.${format}`);
    fs.writeFileSync(file, text);
    console.log(`${rows.length} ${name.replace('-', ' ')} → ${file}`);
  } else {
    console.log(`# ${name} (${rows.length})\n${text}`);
  }
}
