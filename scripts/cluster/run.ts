// `npm run cluster [-- --instances N]`: PostgreSQL, Redis, the object store, N instances of
// the built service, HAProxy and Varnish on free loopback ports; prints the address
// visitors use and stops everything on Ctrl-C or SIGTERM. Needs `npm run build`.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster';

const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' } } });

for (const file of ['build/server/main.mjs', 'build/ssr/entry-server.js', 'dist/index.html'])
  if (!fs.existsSync(file)) {
    console.error(`${file} is missing: run npm run build first`);
    process.exit(1);
  }

const cluster = await startCluster({
  instances: Number(values.instances),
  log: (line) => console.log(line),
});
console.log(`
Parvaz is running at ${cluster.front}/ (HAProxy, then Varnish, then HAProxy's pool)
  without the cache: ${cluster.pool}/
  instances:         ${cluster.instances.map((i) => i.origin).join('  ')}
  logs:              ${cluster.dir}
Ctrl-C stops everything.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
