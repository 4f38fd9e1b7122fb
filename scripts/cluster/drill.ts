// `npm run drill:cluster [-- --seconds 30 --readers 4 --senders 2]`: the cluster of
// `npm run cluster` under mixed traffic (page and API reads, studio saves, visitor posts
// with Idempotency-Keys) while it is hurt: an instance SIGKILLed and started again, Redis
// restarted, PostgreSQL's connections dropped, the object store stopped for a while. Then
// it counts what a visitor or an editor would mind and prints a table; a missed goal exits 1.
// Needs `npm run build`. Loopback only; every loop is bounded.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { TestMailServer } from '../../server/src/modules/mail/test-mail-server';
import { startCluster } from './cluster';
import { mailTally, publishSeen, rateLimitBurst, storedTally } from './drill-checks';
import { runFaults } from './drill-faults';
import { printTable } from './drill-table';
import { StudioClient, addOwner } from './drill-studio';
import { APPLICATION_FORM_ID, newPost, read, send } from './drill-visitors';
import type { Post, Read } from './drill-visitors';
import { answers, until } from './processes';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    readers: { type: 'string', default: '4' },
    senders: { type: 'string', default: '2' },
    instances: { type: 'string', default: '2' },
    'rate-max': { type: 'string', default: '10' },
  },
});
const SECONDS = Number(values.seconds);
const RATE_MAX = Number(values['rate-max']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const file of ['build/server/main.mjs', 'build/server/studio-user.mjs'])
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);

const started = Date.now();
const mail = await TestMailServer.start();
const cluster = await startCluster({
  instances: Number(values.instances),
  env: {
    RATE_LIMIT_MAX: String(RATE_MAX),
    // A killed instance's claimed mail goes to another within seconds, not minutes.
    MAIL_INTERVAL_MS: '1000',
    MAIL_LEASE_MS: '5000',
    MAIL_RETRY_BASE_MS: '1000',
    SHUTDOWN_DRAIN_MS: '1000',
  },
  log: (line) => console.log(`${((Date.now() - started) / 1000).toFixed(1)} s  ${line}`),
});
let failed = true;
try {
  await addOwner(cluster.postgres.url);
  const studio = new StudioClient(cluster.front);
  await studio.signIn();
  await studio.call('saveMailSettings', {
    body: {
      ...{ host: '127.0.0.1', port: mail.port, tls: 'none', user: '' },
      from: 'site@parvaz.test',
      contactRecipients: ['desk@parvaz.test'],
      formRecipients: { [String(APPLICATION_FORM_ID)]: ['jobs@parvaz.test'] },
      acknowledge: false,
    },
  });

  const stopAt = Date.now() + SECONDS * 1000;
  const reads: (Read & { cached: boolean })[] = [];
  const posts: Post[] = [];
  const saves = { ok: 0, failed: 0 };
  const reader = async (first: number) => {
    for (let n = first; Date.now() < stopAt; n += 7) {
      // A third of the reads skip the cache, as Varnish's misses do.
      const cached = n % 3 !== 0;
      reads.push({ ...(await read(cached ? cluster.front : cluster.pool, n)), cached });
      await sleep(10);
    }
  };
  const sender = async (first: number) => {
    for (let n = first; Date.now() < stopAt; n++) {
      const post = newPost(n % 4 === 3 ? 'application' : 'contact');
      posts.push(post);
      await send(cluster.front, post);
      await sleep(100);
    }
  };
  const editor = async () => {
    let version: number | undefined;
    for (let n = 0; Date.now() < stopAt; n++) {
      try {
        version ??= ((await studio.call('post', { params: { id: 4 } })).json as { version: number })
          .version;
        const saved = await studio.call('savePostLanguage', {
          params: { id: 4, lang: 'en' },
          body: { fields: { title: `A drill save, take ${n}` } },
          ifMatch: version,
        });
        version = (saved.json as { version: number }).version;
        saves.ok++;
      } catch {
        saves.failed++;
        version = undefined;
      }
      await sleep(250);
    }
  };
  const [faults] = await Promise.all([
    runFaults(cluster, SECONDS),
    ...Array.from({ length: Number(values.readers) }, (_, i) => reader(i)),
    ...Array.from({ length: Number(values.senders) }, (_, i) => sender(i * 1000)),
    editor(),
  ]);
  for (const line of faults.lines) console.log(`   ${line}`);

  // The outbox: what was not answered is sent again, with its key, until it is.
  const resent = posts.filter((post) => !post.acknowledged).length;
  for (let round = 0; round < 10 && posts.some((post) => !post.acknowledged); round++) {
    for (const post of posts.filter((p) => !p.acknowledged)) await send(cluster.front, post);
    await sleep(300);
  }
  await until('every instance ready', async () =>
    (await Promise.all(cluster.instances.map((i) => answers(`${i.origin}/ready`)))).every(Boolean),
  );
  const publish = await publishSeen(studio, [
    ...cluster.instances.map((instance) => instance.origin),
    cluster.front,
  ]);
  const limit = await rateLimitBurst(cluster, RATE_MAX);
  const stored = await storedTally(cluster, posts);
  const expectedMails = stored.rows;
  await until(
    'the mails',
    () => mailTally(mail.received).submissions >= expectedMails,
    30_000,
  ).catch(() => {});
  const mails = mailTally(mail.received);
  const counters = await cluster.varnish.counters();

  const window = faults.killWindow;
  const failedReads = reads.filter((r) => !r.ok);
  const inWindow = failedReads.filter((r) => window && r.at >= window.from && r.at <= window.to);
  const viaFront = reads.filter((r) => r.cached);
  failed = printTable({
    seconds: SECONDS,
    instances: cluster.instances.length,
    reads: reads.length,
    readsViaFront: viaFront.length,
    failedReads: failedReads.length - inWindow.length,
    failedInKillWindow: inWindow.length,
    hitRatio: viaFront.filter((r) => r.hit).length / Math.max(1, viaFront.length),
    varnishCounters: counters,
    posts: posts.length,
    resent,
    stored,
    saves,
    mails: { ...mails, expected: expectedMails },
    publish,
    limit: { ...limit, max: RATE_MAX },
    faults,
    objectStore: !!cluster.objectStore,
  });
} finally {
  await cluster.stop();
  await mail.close();
}
process.exit(failed ? 1 : 0);
