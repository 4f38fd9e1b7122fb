// `npm run content:load`: replaces the content of the configured database with the files in
// server/content, or the folder CONTENT_DIR names (visitors' messages and applications are
// kept). Restart a running service afterwards so it drops the answers it prepared from the
// old content.
import { loadConfig } from '../config';
import { loadDemoContent } from '../content/load-content';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

const config = loadConfig();
const db = openDatabase(config.database);
await migrateToLatest(db);
const counts = await loadDemoContent(db, config);
await db.destroy();
for (const [table, count] of Object.entries(counts)) console.log(`${table.padEnd(18)} ${count}`);
