// The built service as a child process, started as `npm run serve` starts it: how long
// it takes to answer, its resident memory, and a stop that waits until it is gone.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { readAddress } from '@contract/api-routes';
import { freePort, spawnService } from '../../scripts/built-service';

const READY_WITHIN_MS = 120_000;
const POLL_MS = 20;

export interface RunningService {
  origin: string;
  /** From the spawn until the first 200 of the languages call, the cheapest that reads the database. */
  startMs: number;
  residentMegabytes(): number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Ends every service started here with SIGKILL, not waiting: for a benchmark being stopped. */
export function haltServices(): void {
  for (const child of running) child.kill('SIGKILL');
}

export async function startService(
  entry: string,
  env: Record<string, string>,
): Promise<RunningService> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // A database named in the shell must not stand in for the one prepared here.
  const { DATABASE_URL: _named, UPLOADS_DIR: _uploads, ...inherited } = process.env;
  const child = spawnService({
    entry,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    }
  };
  const ready = `${origin}${readAddress('languages', 'fa')}`;
  while (!(await answers(ready))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('the service stopped before it answered; see its lines above');
    if (performance.now() - started > READY_WITHIN_MS) {
      await stop();
      throw new Error(`the service did not answer within ${READY_WITHIN_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return {
    origin,
    startMs: performance.now() - started,
    residentMegabytes: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop,
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false; // not listening yet
  }
}
