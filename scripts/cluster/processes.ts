// The cluster's child processes: each writes its output to its own log file in the cluster's
// folder (read it when a part does not start), and ends with a signal, waiting until it is
// gone (SIGKILL after a grace). Also the one poll-with-deadline the cluster's scripts share.
import { spawn } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function launch(
  logDir: string,
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): ChildProcess {
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(command, args, { ...options, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  return child;
}

export const isRunning = (child: ChildProcess | undefined): child is ChildProcess =>
  !!child && child.exitCode === null && child.signalCode === null;

/** Sends `signal` and waits for the exit; SIGKILL when it is still there after `graceMs`. */
export async function ended(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const late = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(late);
}

/** Polls `check` until it is true; throws naming `what` at the deadline. */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Whether `url` answers with `status` now. */
export async function answers(url: string, status = 200): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === status;
  } catch {
    return false;
  }
}
