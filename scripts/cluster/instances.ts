// The service's instances: the built bundle (build/server/main.mjs) launched as
// `npm run serve` launches it, each on its own loopback port with the cluster's shared
// settings; one can be killed (SIGKILL), stopped (SIGTERM: it drains first) and started again
// on the same port.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, spawnService } from '../built-service';
import { answers, ended, isRunning, until } from './processes';

/** A first start migrates and loads the demo (and may draw its media): allow for it. */
const READY_WITHIN_MS = 180_000;

export class Instance {
  private child: ChildProcess | undefined;

  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {}

  static async create(name: string, env: Record<string, string>, logDir: string) {
    return new Instance(name, await freePort(), env, path.join(logDir, `${name}.log`));
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return isRunning(this.child);
  }

  /** Starts the process and waits until its readiness check answers 200. */
  async start(): Promise<void> {
    const log = fs.openSync(this.logFile, 'a');
    // Settings named in the shell must not stand in for the cluster's own.
    const { DATABASE_URL: _db, REDIS_URL: _redis, PORT: _port, ...inherited } = process.env;
    this.child = spawnService({
      env: { ...inherited, ...this.env, HOST: '127.0.0.1', PORT: String(this.port) },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const child = this.child;
    await until(
      `${this.name} to be ready (see ${this.logFile})`,
      async () => {
        if (!isRunning(child)) throw new Error(`${this.name} stopped; see ${this.logFile}`);
        return answers(`${this.origin}/ready`);
      },
      READY_WITHIN_MS,
      100,
    );
  }

  kill(): Promise<void> {
    return ended(this.child, 'SIGKILL');
  }

  stop(): Promise<void> {
    return ended(this.child, 'SIGTERM');
  }
}
