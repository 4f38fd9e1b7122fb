// The blog at size, on the built service: for each database and size (posts a language in
// fa, en and ar, beside the demo airline) a fresh database is filled by `content:load` of a
// content folder holding them, the service started on it, and answers it has not prepared
// before are timed one at a time; then a crawler's walk through the whole sitemap, and the
// service's resident memory after it.
//   npm run bench:content [-- --sizes 1000,10000,100000] [-- --databases sqlite,postgres]
//                         [-- --runs 100] [-- --file-runs 5] [-- --service build/server/main.mjs]
// Needs the built site and service (`npm run build`); PostgreSQL runs on a throwaway cluster.
// The database is migrated and filled from the source, so the service's bundle must be as new.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ANSWER_MEASURES } from './answer-measures';
import { sampleCpu, stealPercentSince } from './cpu-steal';
import type { AnswerName } from './answer-measures';
import { prepareContent } from './prepare-content';
import type { DatabaseKind } from './prepare-content';
import { startPostgresCluster } from './postgres-cluster';
import type { PostgresCluster } from './postgres-cluster';
import { TARGET_LINES, markdownTable } from './report-table';
import type { Row } from './report-table';
import { sequentialRuns } from './sequential-runs';
import { haltServices, startService } from './service-process';
import { firstIndexMs, laterIndex, postsFile, walkSitemap } from './sitemap-measures';
import { closeConnections } from './timed-get';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    databases: { type: 'string', default: 'sqlite,postgres' },
    runs: { type: 'string', default: '100' },
    'file-runs': { type: 'string', default: '5' },
    service: { type: 'string', default: 'build/server/main.mjs' },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const DATABASES = values.databases.split(',') as DatabaseKind[];
const RUNS = Number(values.runs);
const FILE_RUNS = Number(values['file-runs']);
const SERVICE_ENTRY = values.service;

const log = (line: string) => console.log(line);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const BUILT = [SERVICE_ENTRY, 'build/ssr/entry-server.js', 'dist/index.html'];

async function measure(row: Row, kind: DatabaseKind, place: Place): Promise<void> {
  const label = `${kind}, ${row.posts.toLocaleString('en')} posts a language`;
  log(`${label}: filling a fresh database`);
  const content = await prepareContent(kind, row.posts, place);
  row.loadMs = content.loadMs;
  log(
    `  content folder written in ${ms(content.writeMs)}; content:load (the demo, ${content.tags} tags, the posts) ${ms(content.loadMs)}; vacuum ${ms(content.vacuumMs)}`,
  );
  try {
    const service = await startService(SERVICE_ENTRY, content.env);
    const cpu = sampleCpu();
    try {
      row.startMs = service.startMs;
      log(`  service answering after ${ms(service.startMs)}`);
      row.firstIndexMs = await firstIndexMs(service.origin);
      log(`  sitemap.xml, first request: ${ms(row.firstIndexMs)}`);
      const scene = { origin: service.origin, ...content };
      for (const name of Object.keys(ANSWER_MEASURES) as AnswerName[]) {
        const figures = await sequentialRuns(RUNS, (i) => ANSWER_MEASURES[name](scene, i));
        row.answers[name] = figures;
        log(
          `  ${name}: p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, slowest ${ms(figures.slowest)}`,
        );
      }
      row.answers.laterIndex = await laterIndex(service.origin, RUNS);
      const file = await postsFile(service.origin, FILE_RUNS);
      [row.fileFirstByte, row.fileTotal] = [file.firstByte, file.total];
      log(
        `  posts-1.xml (${(file.bytes / 1024).toFixed(0)} KB compressed): first byte ${ms(file.firstByte.p50)}, total ${ms(file.total.p50)} (medians)`,
      );
      const walk = await walkSitemap(service.origin);
      row.rssMegabytes = service.residentMegabytes();
      row.stealPercent = stealPercentSince(cpu);
      log(
        `  whole sitemap: ${walk.files} files, ${(walk.bytes / 1024 / 1024).toFixed(1)} MB compressed, in ${ms(walk.ms)}; RSS ${row.rssMegabytes.toFixed(0)} MB`,
      );
      if (row.stealPercent !== undefined)
        log(`  CPU time the host took while measuring: ${row.stealPercent.toFixed(1)} %`);
    } finally {
      await service.stop();
    }
  } finally {
    await content.remove();
  }
}

interface Place {
  mediaDir: string;
  cluster?: PostgresCluster;
}

async function main(): Promise<void> {
  const missing = BUILT.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} missing: build the site and service first (npm run build)`,
    );
  }
  warnIfOlderThanSource();
  // The demo's drawings are made once and shared by every database.
  const place: Place = { mediaDir: fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-bench-media-')) };
  const cleanUp = () => {
    haltServices();
    place.cluster?.stop();
    fs.rmSync(place.mediaDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      cleanUp();
      process.exit(130);
    });
  }
  const rows: Row[] = [];
  try {
    if (DATABASES.includes('postgres')) place.cluster = startPostgresCluster();
    for (const kind of DATABASES) {
      for (const posts of SIZES) {
        const row: Row = { database: kind, posts, answers: {} };
        rows.push(row);
        await measure(row, kind, place).catch((error: unknown) => {
          row.failure = error instanceof Error ? error.message : String(error);
          console.error(error);
          process.exitCode = 1;
        });
      }
    }
  } finally {
    closeConnections();
    cleanUp();
  }
  log(
    `\nTimes in ms as p50 / p99 of ${RUNS} requests one at a time after one warm-up (posts-1.xml: ${FILE_RUNS}); the slowest of each is in the lines above.\n`,
  );
  log(markdownTable(rows));
  log(`\n${TARGET_LINES.join('\n')}`);
}

/** The service measured is the last build: say so when the source has changed since. */
function warnIfOlderThanSource(): void {
  const built = fs.statSync(SERVICE_ENTRY).mtimeMs;
  const newer = ['server/src', 'contract'].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => fs.statSync(path.join(dir, file)).mtimeMs > built)
      .map((file) => path.join(dir, file)),
  );
  if (newer.length > 0) {
    console.warn(
      `warning: ${SERVICE_ENTRY} is older than ${newer.slice(0, 3).join(', ')}${newer.length > 3 ? ', …' : ''}: run \`node scripts/build-server.mjs\` to measure the source as it is`,
    );
  }
}

await main();
