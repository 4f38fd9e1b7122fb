// Builds the real service for a test file: fresh database, migrations, demo content,
// and the shared rendered media. Tests talk to it with app.inject().
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Config } from '../../server/src/config';
import { loadDemoContent } from '../../server/src/content/load-content';
import { openDatabase } from '../../server/src/db/database';
import type { Db } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { createTestDatabase } from './test-database';
import { TEST_MEDIA_DIR } from './test-media-dir';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    serveSite?: boolean;
    /** Receives the service's JSON log lines (at LOG_LEVEL, `silent` unless set in env). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    MEDIA_DIR: TEST_MEDIA_DIR,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  if (options.seed !== false) await loadDemoContent(db, config);
  const app = await buildApp({
    config,
    db,
    logger: options.logStream ? { stream: options.logStream } : false,
    serveSite: options.serveSite ?? false,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}
