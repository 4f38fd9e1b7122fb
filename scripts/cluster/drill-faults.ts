// The drill's faults, one after another at fixed points of the run: an instance killed
// with SIGKILL and started again, Redis restarted, PostgreSQL's connections dropped, the
// object store stopped for a while. Each is logged with its times, and the kill's window
// (from the SIGKILL until HAProxy takes the instance out) is kept: reads failing inside it
// are the ones a balancer cannot save.
import type { Cluster } from './cluster';
import { until } from './processes';

export interface FaultLog {
  /** From the SIGKILL until HAProxy marked the instance DOWN. */
  killWindow?: { from: number; to: number };
  /** From the SIGKILL until the restarted instance was back in the pool. */
  backInPoolMs?: number;
  lines: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runFaults(cluster: Cluster, seconds: number): Promise<FaultLog> {
  const started = Date.now();
  const log: FaultLog = { lines: [] };
  const note = (line: string) =>
    log.lines.push(`${((Date.now() - started) / 1000).toFixed(1)} s  ${line}`);
  const at = async (fraction: number) => sleep(started + fraction * seconds * 1000 - Date.now());
  const victim = cluster.instances[1]!;
  const server = `i2`;
  const state = async () => (await cluster.haproxy.serverStates()).get(server) ?? '';

  await at(0.1);
  const killed = Date.now();
  await victim.kill();
  note(`SIGKILL ${victim.name}`);
  await until(
    'HAProxy to take the instance out',
    async () => (await state()) === 'DOWN',
    10_000,
    20,
  );
  log.killWindow = { from: killed, to: Date.now() };
  note(`HAProxy marked it DOWN after ${Date.now() - killed} ms`);
  await victim.start();
  await until('HAProxy to take it back', async () => (await state()) === 'UP', 20_000, 50);
  log.backInPoolMs = Date.now() - killed;
  note(`${victim.name} started again, back in the pool ${log.backInPoolMs} ms after the kill`);

  await at(0.45);
  await cluster.redis.stop();
  note('Redis stopped (SIGKILL)');
  await sleep(1_000);
  await cluster.redis.start();
  note('Redis started again');

  await at(0.6);
  note(`PostgreSQL ended ${await cluster.postgres.dropConnections()} connections`);

  if (cluster.objectStore) {
    await at(0.7);
    await cluster.objectStore.stop();
    note('object store stopped');
    await sleep(Math.min(5_000, seconds * 100));
    await cluster.objectStore.start();
    note('object store started again');
  } else note('no object store in this build: its outage is skipped');
  return log;
}
