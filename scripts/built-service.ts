// Starts the built service (`npm run build` first) on a free port with a fresh database of
// demo content (its rendered media shared with every other start and with the tests), for
// scripts that measure or capture the real site; stop() removes it.
// The fault drill passes its own data folder and database and kills it with SIGKILL.
import { spawn } from 'node:child_process';
import type { ChildProcess, StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TEST_MEDIA_DIR } from '../tests/support/test-media-dir';

export interface BuiltService {
  origin: string;
  stop(): void;
  /** Ends the process with SIGKILL (no clean-up in it) and waits until it is gone. */
  kill(): Promise<void>;
}

export interface BuiltServiceOptions {
  /** Kept after stop(); a fresh temporary folder (removed on stop) when unset. */
  dataDir?: string;
  /** More environment (DATABASE_URL, LOG_LEVEL, ...). */
  env?: Record<string, string>;
  /** The address that answers 200 once the service is up. */
  readyPath?: string;
  port?: number;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Waits until `url` answers 200 (up to two minutes: a first start renders the demo media). */
export async function waitUntilAnswering(url: string, isRunning = () => true): Promise<boolean> {
  for (let i = 0; i < 1200 && isRunning(); i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

export interface ServiceLaunch {
  env: NodeJS.ProcessEnv;
  /** Node flags beyond scripts/serve.sh's own, e.g. --expose-gc. */
  nodeFlags?: string[];
  /** Another build of the service than build/server/main.mjs. */
  entry?: string;
  stdio?: StdioOptions;
}

/**
 * The built service's process, launched by scripts/serve.sh as `npm run serve` launches it,
 * with this node. The shell replaces itself with node, so the child's pid is the service's.
 */
export function spawnService({ env, nodeFlags = [], entry, stdio }: ServiceLaunch): ChildProcess {
  return spawn('sh', ['scripts/serve.sh', ...nodeFlags], {
    env: { ...env, NODE: process.execPath, ...(entry ? { SERVICE_ENTRY: entry } : {}) },
    stdio: stdio ?? ['ignore', 'ignore', 'inherit'],
  });
}

export async function startBuiltService(options: BuiltServiceOptions = {}): Promise<BuiltService> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-built-'));
  const service = spawnService({
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The demo's drawings rendered once and shared (rendering them takes ~25 s a start
      // here; a folder already drawn from the same sources is kept as it is).
      MEDIA_DIR: TEST_MEDIA_DIR,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    service.kill();
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = () => killed(service);
  const ready = `${origin}${options.readyPath ?? '/'}`;
  if (await waitUntilAnswering(ready, () => service.exitCode === null))
    return { origin, stop, kill };
  stop();
  throw new Error('the built service did not start');
}

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
