// Starts the service: reads configuration, migrates, seeds the demo airline into an
// empty database, listens and prints the address.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loadDemoContentIfEmpty } from './content/load-content';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

// The page renderer loads React when the app is built; its development build is many
// times slower, so a service started without NODE_ENV runs the production one.
process.env.NODE_ENV ??= 'production';
const config = loadConfig();
const db = openDatabase(config.database);
await migrateToLatest(db);
// Drawing the demo media needs an image library and a lot of memory once; a child
// process does it so the service itself stays small.
const here = fileURLToPath(import.meta.url);
const renderer = here.endsWith('.ts')
  ? ['--import', 'tsx', path.join(path.dirname(here), 'cli/prepare-media.ts')]
  : [path.join(path.dirname(here), 'prepare-media.mjs')];
const rendered = spawnSync(process.execPath, renderer, { stdio: 'inherit' });
if (rendered.status !== 0) throw new Error('The demo media could not be drawn.');
await loadDemoContentIfEmpty(db, config);

const app = await buildApp({ config, db });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}
const address = await app.listen({ host: config.host, port: config.port });
console.log(`Parvaz is running at ${address.replace('[::1]', 'localhost')}/`);
