// `npm run bench:cluster [-- --seconds 10 --connections 32 --instances 2]`: pages and API
// answers per second through Varnish (HAProxy's front), through HAProxy's pool without the
// cache, and from one instance alone, on the cluster of `npm run cluster`; prints a table.
// Everything shares this machine's cores with autocannon: read the columns against each
// other. Needs `npm run build`.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { readAddress } from '@contract/api-routes';
import { startCluster } from '../../scripts/cluster/cluster';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    instances: { type: 'string', default: '2' },
  },
});

const PAGES = ['/', '/en/', '/en/about', '/en/blog-list', '/en/services', '/ar/', '/ar/about'];
const ANSWERS = [
  readAddress('languages', 'fa'),
  readAddress('posts', 'en'),
  readAddress('post', 'en', { id: 3 }),
  readAddress('services', 'fa'),
  readAddress('faqs', 'en'),
  readAddress('posts', 'fa', { search: 'پرواز' }),
];

interface Figures {
  perSecond: number;
  p99: number;
  errors: number;
}

async function load(origin: string, paths: string[], seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: origin,
    connections: Number(values.connections),
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const cluster = await startCluster({
  instances: Number(values.instances),
  // The post limit is not what is measured here; the bench reads only.
  env: { LOG_LEVEL: 'error' },
});
const targets: [string, string][] = [
  ['through Varnish (HAProxy front)', cluster.front],
  [`through HAProxy, no cache (${cluster.instances.length} instances)`, cluster.pool],
  ['one instance alone', cluster.instances[0]!.origin],
];
const rows: string[] = [];
try {
  for (const [name, origin] of targets) {
    await load(origin, [...PAGES, ...ANSWERS], 2); // warm: caches filled, pages rendered
    const pages = await load(origin, PAGES, Number(values.seconds));
    const answers = await load(origin, ANSWERS, Number(values.seconds));
    const cell = (f: Figures) =>
      `${Math.round(f.perSecond).toLocaleString('en')} | ${f.p99} ms${f.errors ? ` (${f.errors} errors)` : ''}`;
    rows.push(`| ${name} | ${cell(pages)} | ${cell(answers)} |`);
    console.error(`measured ${name}`);
  }
} finally {
  await cluster.stop();
}
console.log(
  `\nCluster bench: ${os.cpus().length} cores, ${values.connections} connections, ${values.seconds} s a cell, accept-encoding br\n`,
);
console.log('| path | pages/s | pages p99 | answers/s | answers p99 |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
