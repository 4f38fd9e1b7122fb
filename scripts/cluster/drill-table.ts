// The cluster drill's table: each measure, its goal and what the run found; returns
// whether any goal was missed.
import type { FaultLog } from './drill-faults';

export interface DrillResult {
  seconds: number;
  instances: number;
  reads: number;
  readsViaFront: number;
  /** Failed reads outside the kill's window (SIGKILL until HAProxy takes it out). */
  failedReads: number;
  failedInKillWindow: number;
  hitRatio: number;
  varnishCounters: { hits: number; misses: number };
  posts: number;
  resent: number;
  stored: { acknowledged: number; missing: number; duplicated: number };
  saves: { ok: number; failed: number };
  mails: { received: number; submissions: number; sentTwice: number; expected: number };
  publish: { publishMs: number; seenMs: (number | undefined)[] };
  limit: { accepted: number; refused: number; other: number; burstMs: number; max: number };
  faults: FaultLog;
  objectStore: boolean;
}

const PUBLISH_GOAL_MS = 1_000;
const ms = (value: number | undefined) =>
  value === undefined ? 'never' : `${Math.round(value)} ms`;

export function printTable(r: DrillResult): boolean {
  const instancesSeen = r.publish.seenMs.slice(0, -1);
  const slowest = instancesSeen.some((v) => v === undefined)
    ? undefined
    : Math.max(...(instancesSeen as number[]));
  const rows: [string, string, string, boolean][] = [
    [
      'visitor reads failed after the balancer noticed',
      '0',
      `${r.failedReads} of ${r.reads} (${r.failedInKillWindow} before it noticed)`,
      r.failedReads === 0,
    ],
    [
      'acknowledged posts stored',
      'all',
      `${r.stored.acknowledged - r.stored.missing} of ${r.stored.acknowledged} (${r.posts} sent, ${r.resent} resent)`,
      r.stored.missing === 0 && r.stored.acknowledged === r.posts,
    ],
    ['posts stored twice', '0', String(r.stored.duplicated), r.stored.duplicated === 0],
    [
      'mails sent twice',
      '0',
      `${r.mails.sentTwice} (${r.mails.received} received for ${r.mails.submissions} of ${r.mails.expected} submissions)`,
      r.mails.sentTwice === 0 && r.mails.submissions >= r.mails.expected,
    ],
    [
      'publish seen by every instance',
      `≤ ${PUBLISH_GOAL_MS} ms`,
      `${ms(slowest)} (${instancesSeen.map(ms).join(', ')}; the publish answered in ${ms(r.publish.publishMs)})`,
      slowest !== undefined && slowest <= PUBLISH_GOAL_MS,
    ],
    ['publish seen through Varnish', '—', ms(r.publish.seenMs.at(-1)), true],
    [
      'post limit across instances',
      `${r.limit.max} of ${3 * r.limit.max} in one window`,
      `${r.limit.accepted} accepted, ${r.limit.refused} refused (${Math.round(r.limit.burstMs)} ms)`,
      r.limit.accepted === r.limit.max && r.limit.other === 0,
    ],
    [
      'Varnish hit ratio (reads through the front)',
      '—',
      `${(100 * r.hitRatio).toFixed(1)} % of ${r.readsViaFront}; varnishstat ${r.varnishCounters.hits} hits, ${r.varnishCounters.misses} misses`,
      true,
    ],
    ['studio saves', '—', `${r.saves.ok} saved, ${r.saves.failed} failed and retried`, true],
    [
      'killed instance back in the pool',
      '—',
      ms(r.faults.backInPoolMs),
      r.faults.backInPoolMs !== undefined,
    ],
  ];
  console.log(
    `\nCluster drill: ${r.instances} instances, ${r.seconds} s of traffic${r.objectStore ? '' : ', no object store in this build'}\n`,
  );
  console.log('| measure | goal | result | met |');
  console.log('| --- | --- | --- | --- |');
  for (const [measure, goal, result, met] of rows)
    console.log(`| ${measure} | ${goal} | ${result} | ${met ? 'yes' : '**no**'} |`);
  const missed = rows.filter(([, , , met]) => !met);
  if (missed.length > 0) console.error(`\nMissed: ${missed.map(([m]) => m).join('; ')}`);
  return missed.length > 0;
}
