// A fresh database for one size, filled as an operator fills one: migrated, then `npm run
// content:load` (the built command, build/server/load-content.mjs) of a content folder holding
// the demo airline and the generated posts (write-content.ts), timed whole.
// SQLite: a file in a data folder of its own; PostgreSQL: a database of its own on the cluster.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig } from '../../server/src/config';
import { prepareDemoMedia } from '../../server/src/content/prepare-media';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import type { PostgresCluster } from './postgres-cluster';
import { writeGeneratedContent } from './write-content';

export type DatabaseKind = 'sqlite' | 'postgres';

const LOAD_COMMAND = 'build/server/load-content.mjs';

export interface PreparedContent {
  /** What the service is started with to find this content. */
  env: Record<string, string>;
  /** The generated posts' ids. */
  firstId: number;
  lastId: number;
  /** Tags, the demo's included. */
  tags: number;
  /** Writing the content folder, not timed as the load. */
  writeMs: number;
  /** `npm run content:load` of the folder, from its start to its exit. */
  loadMs: number;
  /** PostgreSQL's vacuum and statistics after the load (0 on SQLite), not part of it. */
  vacuumMs: number;
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
  const writeStarted = performance.now();
  const content = writeGeneratedContent(perLanguage);
  const writeMs = performance.now() - writeStarted;
  const remove = async () => {
    content.remove();
    if (kind === 'postgres') await place.cluster?.dropDatabase(name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig(env);
    // The drawings are made once for every size (a first load would draw them).
    await prepareDemoMedia(config.mediaDir);
    const db = openDatabase(config.database);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    const started = performance.now();
    await contentLoad({ ...env, CONTENT_DIR: content.dir });
    const loadMs = performance.now() - started;
    const measured = await afterLoad(kind, env);
    return { ...content, env, writeMs, loadMs, ...measured, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Runs the built `content:load` as its own process, as `npm run content:load` does. */
async function contentLoad(env: Record<string, string>): Promise<void> {
  const { DATABASE_URL: _named, ...inherited } = process.env;
  const child = spawn(process.execPath, [LOAD_COMMAND], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [status] = (await once(child, 'exit')) as [number | null];
  if (status !== 0) throw new Error(`content:load exited with ${status}; see its lines above`);
}

/**
 * Autovacuum would gather the new rows' statistics and merge the GIN indexes' pending
 * entries within a minute, at a moment the measures cannot choose; done now, every run
 * measures the database as it is once that has happened. SQLite keeps no statistics unless
 * asked, and the service does not ask.
 */
async function afterLoad(kind: DatabaseKind, env: Record<string, string>) {
  const db = openDatabase(loadConfig(env).database);
  try {
    const started = performance.now();
    if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
    const vacuumMs = performance.now() - started;
    const rows = await db
      .selectFrom('blog_posts')
      .select(['lang', (eb) => eb.fn.countAll().as('posts')])
      .groupBy('lang')
      .execute();
    const counts = Object.fromEntries(rows.map((row) => [row.lang, Number(row.posts)]));
    return { vacuumMs, counts };
  } finally {
    await db.destroy();
  }
}
