// `npm run drill [-- --more]`: runs the built service on SQLite and on a throwaway
// PostgreSQL and hurts it the way production will: SIGKILL during a stream of uploads
// and during a burst of contact messages (unacknowledged ones sent again after the
// restart, as the site's outbox does), and, on PostgreSQL, its connections dropped by the
// server. Then it counts what a visitor would mind: acknowledged posts missing, files
// left in the uploads folder, rows stored twice, 5xx answers. Any of them non-zero fails.
// Loopback only; every loop is bounded.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { TEST_MEDIA_DIR } from '@tests/support/test-media-dir';
import { startBuiltService } from './built-service';
import type { BuiltService } from './built-service';
import { sendApplication, sendContact } from './drill-traffic';
import { readAddress } from '@contract/api-routes';

const scale = process.argv.includes('--more') ? 5 : 1;
const UPLOADS = 9 * scale;
const CONTACTS = 24 * scale;
const RETRIES = 10;

interface Post {
  key: string;
  marker: string;
  kind: 'contact' | 'application';
  acknowledged: boolean;
}

interface Tally {
  database: string;
  posts: number;
  /** Posts the kills left unanswered, sent again after the restart. */
  retried: number;
  /** Partial uploads found in the uploads folder right after the kills. */
  leftByKills: number;
  acknowledged: number;
  lost: number;
  orphaned: number;
  duplicated: number;
  serverErrors: number;
}

class Drill {
  service!: BuiltService;
  serverErrors = 0;
  retried = 0;
  leftByKills = 0;
  /** Uploads in flight with half their body sent: a kill now cuts one in the middle. */
  uploadsPastHalf = 0;
  readonly posts: Post[] = [];

  constructor(
    readonly name: string,
    readonly dataDir: string,
    readonly env: Record<string, string>,
  ) {}

  async start(): Promise<void> {
    this.service = await startBuiltService({
      dataDir: this.dataDir,
      env: { ...this.env, RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'error' },
      readyPath: readAddress('languages', 'fa'),
    });
  }

  newPosts(kind: Post['kind'], count: number): Post[] {
    const fresh = Array.from({ length: count }, () => {
      const id = crypto.randomUUID();
      return { key: `drill-${id}`, marker: `drill ${kind} ${id}`, kind, acknowledged: false };
    });
    this.posts.push(...fresh);
    return fresh;
  }

  async send(post: Post): Promise<void> {
    const origin = this.service.origin;
    let pastHalf = false;
    const status =
      post.kind === 'contact'
        ? await sendContact(origin, post.key, post.marker)
        : await sendApplication(origin, post.key, post.marker, () => {
            pastHalf = true;
            this.uploadsPastHalf++;
          });
    if (pastHalf) this.uploadsPastHalf--;
    if (status >= 500) this.serverErrors++;
    if (status === 201) post.acknowledged = true;
  }

  /** Sends with `concurrency` at a time; `onAck` may kill the service half-way. */
  async stream(posts: Post[], concurrency: number, onAck?: (acked: number) => Promise<void>) {
    let next = 0;
    let acked = 0;
    const worker = async () => {
      while (next < posts.length) {
        const post = posts[next++]!;
        await this.send(post);
        if (post.acknowledged && onAck) await onAck(++acked);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  /** The outbox after a restart: every unacknowledged post again, with its key. */
  async retryUnacknowledged(): Promise<void> {
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const waiting = this.posts.filter((post) => !post.acknowledged);
      if (attempt === 0) this.retried += waiting.length;
      if (waiting.length === 0) return;
      await this.stream(waiting, 3);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * Kills the service with SIGKILL once `after` posts of a stream are acknowledged (and,
   * for uploads, while one is half sent, waiting a second at most for that).
   */
  killAfter(after: number, midUpload = false) {
    let killing: Promise<void> | undefined;
    return async (acked: number) => {
      if (acked < after || killing) return;
      killing = (async () => {
        for (let wait = 0; midUpload && this.uploadsPastHalf === 0 && wait < 200; wait++) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        await this.service.kill();
      })();
    };
  }
}

async function runDrill(name: string, databaseUrl: string | undefined): Promise<Tally> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `parvaz-drill-${name}-`));
  // The demo media are drawn once and shared with the tests.
  const env: Record<string, string> = {
    MEDIA_DIR: TEST_MEDIA_DIR,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  };
  const drill = new Drill(name, dataDir, env);
  try {
    await drill.start();
    // A stream of uploads, killed once a third are acknowledged; the rest are retried.
    const uploads = drill.newPosts('application', UPLOADS);
    await drill.stream(uploads, 3, drill.killAfter(Math.ceil(UPLOADS / 3), true));
    await drill.service.kill();
    drill.leftByKills += partialUploads(dataDir);
    await drill.start();
    await drill.retryUnacknowledged();

    // A burst of contact messages, killed the same way.
    const burst = drill.newPosts('contact', CONTACTS);
    await drill.stream(burst, 8, drill.killAfter(Math.ceil(CONTACTS / 3)));
    await drill.service.kill();
    drill.leftByKills += partialUploads(dataDir);
    await drill.start();
    await drill.retryUnacknowledged();

    if (databaseUrl) {
      // The server drops every pooled connection (a restart, an administrator), and the
      // next posts arrive at once, before the pool has noticed.
      await terminateBackends(databaseUrl);
      await drill.stream(drill.newPosts('contact', CONTACTS / 2), 4);
      await terminateBackends(databaseUrl);
      await drill.stream(drill.newPosts('application', 3), 3);
      await drill.retryUnacknowledged();
    }
    await drill.service.kill();
    return { database: name, ...(await count(drill, dataDir, databaseUrl)) };
  } finally {
    await drill.service?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function count(drill: Drill, dataDir: string, databaseUrl: string | undefined) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const db = openDatabase(config.database);
  try {
    const messages = await db.selectFrom('contact_messages').select('message').execute();
    const applications = await db
      .selectFrom('form_submissions')
      .select(['submitted_data', 'file_path'])
      .execute();
    const stored = new Map<string, number>();
    const remember = (marker: unknown) =>
      typeof marker === 'string' && stored.set(marker, (stored.get(marker) ?? 0) + 1);
    for (const row of messages) remember(row.message);
    for (const row of applications) remember(JSON.parse(row.submitted_data).about);

    const files = new Set(applications.map((row) => row.file_path).filter(Boolean));
    const incoming = path.join(config.uploadsDir, '.incoming');
    const orphaned =
      fs.readdirSync(config.uploadsDir).filter((name) => name.endsWith('.pdf') && !files.has(name))
        .length + (fs.existsSync(incoming) ? fs.readdirSync(incoming).length : 0);
    const acknowledged = drill.posts.filter((post) => post.acknowledged);
    return {
      posts: drill.posts.length,
      retried: drill.retried,
      leftByKills: drill.leftByKills,
      acknowledged: acknowledged.length,
      // Never acknowledged after the retries, or acknowledged and not stored.
      lost:
        drill.posts.length -
        acknowledged.length +
        acknowledged.filter((post) => !stored.has(post.marker)).length,
      orphaned,
      duplicated: [...stored.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0),
      serverErrors: drill.serverErrors,
    };
  } finally {
    await db.destroy();
  }
}

function partialUploads(dataDir: string): number {
  const incoming = path.join(dataDir, 'uploads', '.incoming');
  return fs.existsSync(incoming) ? fs.readdirSync(incoming).length : 0;
}

async function terminateBackends(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
  await admin.end();
}

/** A database of its own in the cluster TEST_DATABASE_URL names, or in a throwaway one. */
async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let clusterDir: string | undefined;
  if (!adminUrl) {
    const started = execFileSync('bash', ['scripts/test-postgres.sh', 'start'], {
      encoding: 'utf8',
    });
    clusterDir = /PARVAZ_PG_DIR=(.*)/.exec(started)?.[1];
    adminUrl = /TEST_DATABASE_URL=(.*)/.exec(started)?.[1];
  }
  const name = `parvaz_drill_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    if (clusterDir) execFileSync('bash', ['scripts/test-postgres.sh', 'stop', clusterDir]);
  }
}

const tallies = [
  await runDrill('SQLite', undefined),
  await withPostgres((url) => runDrill('PostgreSQL', url)),
];
const columns: [keyof Tally, string][] = [
  ['database', 'database'],
  ['posts', 'posts'],
  ['retried', 'resent after a kill'],
  ['leftByKills', 'partial files after kills'],
  ['acknowledged', 'acknowledged'],
  ['lost', 'lost'],
  ['orphaned', 'orphaned files'],
  ['duplicated', 'duplicated'],
  ['serverErrors', '5xx'],
];
console.log(`| ${columns.map(([, title]) => title).join(' | ')} |`);
console.log(
  `| --- | ${columns
    .slice(1)
    .map(() => '---:')
    .join(' | ')} |`,
);
for (const tally of tallies) console.log(`| ${columns.map(([key]) => tally[key]).join(' | ')} |`);
const failed = tallies.some((t) => t.lost + t.orphaned + t.duplicated + t.serverErrors > 0);
if (failed) console.error('The drill found lost, orphaned or duplicated posts, or 5xx answers.');
process.exit(failed ? 1 : 0);
