// The cluster's S3-compatible object store: s3rver (a development dependency) as its own
// process on a free loopback port, its two buckets made at start, its objects in the
// cluster's folder, so that it can be stopped and started again on the same port.
// Used only when the built service reads S3_* (the storage work); a build without it keeps
// media and uploads in shared folders instead (see cluster.ts).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../built-service';
import { ended, isRunning, launch, until } from './processes';

export const BUCKETS = { media: 'parvaz-media', uploads: 'parvaz-uploads' };

export interface ObjectStore {
  /** The instances' S3_* settings. */
  env: Record<string, string>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Whether the built service knows S3_* at all (its bundle names the variable). */
export function buildUsesObjectStore(entry = 'build/server/main.mjs'): boolean {
  return fs.readFileSync(entry, 'utf8').includes('S3_BUCKET_MEDIA');
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startObjectStore(clusterDir: string): Promise<ObjectStore> {
  const port = await freePort();
  const directory = path.join(clusterDir, 's3');
  fs.mkdirSync(directory, { recursive: true });
  let child: ChildProcess | undefined;
  const start = async () => {
    if (isRunning(child)) return;
    child = launch(clusterDir, 's3rver', process.execPath, [
      'node_modules/s3rver/bin/s3rver.js',
      ...['-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent'],
      ...Object.values(BUCKETS).flatMap((bucket) => ['--configure-bucket', bucket]),
    ]);
    await until('the object store', () => listening(port), 15_000);
  };
  await start();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET_MEDIA: BUCKETS.media,
      S3_BUCKET_UPLOADS: BUCKETS.uploads,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    start,
    stop: () => ended(child, 'SIGKILL'),
  };
}
