// A fresh database for one size, as the service would find it: migrated, holding the demo
// airline (loaded as `npm start` loads it into an empty database) and the generated posts.
// SQLite: a file in a data folder of its own; PostgreSQL: a database of its own on the cluster.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig } from '../../server/src/config';
import type { Config } from '../../server/src/config';
import { loadDemoContent } from '../../server/src/content/load-content';
import { openDatabase } from '../../server/src/db/database';
import type { Db } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { addGeneratedPosts } from './add-posts';
import type { AddedPosts } from './add-posts';
import type { PostgresCluster } from './postgres-cluster';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface PreparedContent extends AddedPosts {
  /** What the service is started with to find this content. */
  env: Record<string, string>;
  demoMs: number;
  /** PostgreSQL's vacuum and statistics after the load (0 on SQLite). */
  vacuumMs: number;
  /** Writing the generated posts, their tags and links, with the vacuum. */
  loadMs: number;
  /** Posts a language, the demo's included. */
  counts: Record<string, number>;
  remove(): Promise<void>;
}

export async function prepareContent(
  kind: DatabaseKind,
  perLanguage: number,
  place: { mediaDir: string; cluster?: PostgresCluster },
): Promise<PreparedContent> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-bench-content-'));
  const name = `parvaz_bench_${perLanguage}`;
  const env: Record<string, string> = { DATA_DIR: dataDir, MEDIA_DIR: place.mediaDir };
  if (kind === 'postgres') {
    if (!place.cluster) throw new Error('no PostgreSQL cluster to make a database on');
    env.DATABASE_URL = await place.cluster.createDatabase(name);
  }
  const remove = async () => {
    if (kind === 'postgres') await place.cluster?.dropDatabase(name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const config = loadConfig(env);
  const db = openDatabase(config.database);
  try {
    const filled = await fill(db, config, kind, perLanguage);
    await db.destroy();
    return { ...filled, env, remove };
  } catch (error) {
    await db.destroy();
    await remove();
    throw error;
  }
}

async function fill(db: Db, config: Config, kind: DatabaseKind, perLanguage: number) {
  await migrateToLatest(db);
  let started = performance.now();
  await loadDemoContent(db, config);
  const demoMs = performance.now() - started;
  started = performance.now();
  const added = await addGeneratedPosts(db, perLanguage);
  // Autovacuum would gather the new rows' statistics and merge the GIN indexes' pending
  // entries within a minute, at a moment the measures cannot choose; done now, every run
  // measures the database as it is once that has happened. SQLite keeps no statistics unless
  // asked, and the service does not ask.
  const vacuumStarted = performance.now();
  if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
  const vacuumMs = performance.now() - vacuumStarted;
  const loadMs = performance.now() - started;
  const rows = await db
    .selectFrom('blog_posts')
    .select(['lang', (eb) => eb.fn.countAll().as('posts')])
    .groupBy('lang')
    .execute();
  const counts = Object.fromEntries(rows.map((row) => [row.lang, Number(row.posts)]));
  return { ...added, demoMs, vacuumMs, loadMs, counts };
}
