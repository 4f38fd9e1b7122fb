// The whole cluster on loopback ports, in the order its parts need each other:
//   visitor -> HAProxy `front` -> Varnish -> HAProxy `pool` -> instances
//                                                               |-> PostgreSQL (one database)
//                                                               |-> Redis (post limits)
//                                                               '-> object store (S3_*)
// The first instance migrates and seeds the empty database; the others start after it is
// ready. Everything lives in one temporary folder, removed by stop().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestRedis } from '../../tests/support/redis-server';
import type { TestRedis } from '../../tests/support/redis-server';
import { TEST_MEDIA_DIR } from '../../tests/support/test-media-dir';
import { freePort } from '../built-service';
import { startHaproxy } from './haproxy';
import type { Haproxy } from './haproxy';
import { Instance } from './instances';
import { buildUsesObjectStore, startObjectStore } from './object-store';
import type { ObjectStore } from './object-store';
import { startPostgres } from './postgres';
import type { ClusterPostgres } from './postgres';
import { answers, until } from './processes';
import { startVarnish } from './varnish';
import type { Varnish } from './varnish';

export interface ClusterOptions {
  instances?: number;
  /** More settings for every instance (RATE_LIMIT_MAX, MAIL_INTERVAL_MS, ...). */
  env?: Record<string, string>;
  /** Told of each part as it comes up. */
  log?: (line: string) => void;
}

export interface Cluster {
  dir: string;
  /** What visitors reach: HAProxy's front, then Varnish. */
  front: string;
  /** HAProxy's pool without the cache. */
  pool: string;
  varnish: Varnish;
  haproxy: Haproxy;
  instances: Instance[];
  postgres: ClusterPostgres;
  redis: TestRedis;
  /** Undefined when the built service has no object storage (media in a shared folder). */
  objectStore: ObjectStore | undefined;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = Math.max(2, options.instances ?? 2);
  const log = options.log ?? (() => {});
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-cluster-'));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopPart of stops.reverse()) await stopPart().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [postgres, redis, objectStore] = await Promise.all([
      startPostgres(),
      startTestRedis(),
      buildUsesObjectStore() ? startObjectStore(dir) : undefined,
    ]);
    stops.push(postgres.stop, redis.stop, ...(objectStore ? [objectStore.stop] : []));
    log(`PostgreSQL, Redis${objectStore ? ', object store' : ''} started`);

    const ports = {
      front: await freePort(),
      varnish: await freePort(),
      pool: await freePort(),
      stats: await freePort(),
    };
    const front = `http://127.0.0.1:${ports.front}`;
    const env: Record<string, string> = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      DATA_DIR: path.join(dir, 'data'),
      // The demo's drawings are rendered once and shared with the tests.
      MEDIA_DIR: TEST_MEDIA_DIR,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      ...objectStore?.env,
      PUBLIC_ORIGIN: front,
      VARNISH_BAN_URLS: `http://127.0.0.1:${ports.varnish}`,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const instances = await Promise.all(
      Array.from({ length: count }, (_, i) => Instance.create(`instance-${i + 1}`, env, dir)),
    );
    stops.push(async () => void (await Promise.all(instances.map((i) => i.stop()))));
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    log(`${count} instances ready: ${instances.map((i) => i.port).join(', ')}`);

    const haproxy = await startHaproxy(dir, {
      ...ports,
      instances: instances.map((instance) => instance.port),
    });
    stops.push(haproxy.stop);
    const varnish = await startVarnish(dir, ports.varnish, ports.pool);
    stops.push(varnish.stop);
    await until('every instance in the pool', async () =>
      [...(await haproxy.serverStates()).values()].every((state) => state === 'UP'),
    );
    await until('the front to answer', () => answers(`${front}/ready`));
    log(`HAProxy and Varnish started`);
    return {
      dir,
      front,
      pool: `http://127.0.0.1:${ports.pool}`,
      varnish,
      haproxy,
      instances,
      postgres,
      redis,
      objectStore,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
