// Starts the service: reads configuration, migrates, seeds the demo airline into an
// empty database, listens and prints the address.
import { buildApp } from './app';
import { loadConfig } from './config';
import { loadDemoContentIfEmpty } from './content/load-content';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

const config = loadConfig();
const db = openDatabase(config.database);
await migrateToLatest(db);
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
