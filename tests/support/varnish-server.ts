// A throwaway Varnish (Debian's varnishd) on a free loopback port with the project's VCL
// (deploy/varnish/parvaz.vcl) in front of `backend`, its work folder in a temporary place.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/built-service';

export interface TestVarnish {
  url: string;
  /** Its work folder, for varnishadm -n. */
  workDir: string;
  stop(): Promise<void>;
}

export async function reserveVarnishPort(): Promise<number> {
  return freePort();
}

export async function startTestVarnish(port: number, backend: URL): Promise<TestVarnish> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-varnish-'));
  fs.copyFileSync('deploy/varnish/parvaz.vcl', path.join(dir, 'parvaz.vcl'));
  fs.writeFileSync(
    path.join(dir, 'backend.vcl'),
    `backend default { .host = "${backend.hostname}"; .port = "${backend.port}"; }\n`,
  );
  // Run as root, varnishd compiles the VCL as its own unprivileged user, which must read it.
  fs.chmodSync(dir, 0o755);
  const child: ChildProcess = spawn(
    'varnishd',
    [
      '-F',
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      path.join(dir, 'parvaz.vcl'),
      '-p',
      `vcl_path=${dir}`,
      '-n',
      path.join(dir, 'work'),
      '-s',
      'malloc,32m',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd stopped: ${errors}`);
    const answered = await fetch(`${url}/ready`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() - started > 15_000) throw new Error(`varnishd did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    workDir: path.join(dir, 'work'),
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
