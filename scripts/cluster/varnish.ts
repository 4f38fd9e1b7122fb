// Debian's Varnish as the shared cache: deploy/varnish/parvaz.vcl with a backend.vcl written
// here (HAProxy's pool), in a working folder of its own, 64 MB of memory, in the foreground.
// Its hit ratio comes from varnishstat.
import { execFile } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ended, isRunning, launch, until } from './processes';

const VCL = path.resolve('deploy/varnish/parvaz.vcl');

export interface Varnish {
  origin: string;
  /** Hits and misses since the start (varnishstat's MAIN.cache_hit and cache_miss). */
  counters(): Promise<{ hits: number; misses: number }>;
  stop(): Promise<void>;
}

export function backendVcl(poolPort: number): string {
  return `# Written by scripts/cluster/varnish.ts: the backend is HAProxy's pool of instances.
backend default {
  .host = "127.0.0.1";
  .port = "${poolPort}";
  .connect_timeout = 2s;
  .first_byte_timeout = 60s;
  .between_bytes_timeout = 60s;
}
`;
}

export async function startVarnish(
  clusterDir: string,
  port: number,
  poolPort: number,
): Promise<Varnish> {
  // Varnish compiles the VCL as its own unprivileged user (when started as root), which
  // must reach the included backend.vcl and the working folder.
  fs.chmodSync(clusterDir, 0o755);
  const vclDir = path.join(clusterDir, 'vcl');
  fs.mkdirSync(vclDir, { recursive: true, mode: 0o755 });
  fs.writeFileSync(path.join(vclDir, 'backend.vcl'), backendVcl(poolPort));
  const workDir = path.join(clusterDir, 'varnish');
  const child: ChildProcess = launch(clusterDir, 'varnish', 'varnishd', [
    ...['-F', '-a', `127.0.0.1:${port}`, '-f', VCL, '-n', workDir, '-s', 'malloc,64m'],
    ...['-p', `vcl_path=${vclDir}:${path.dirname(VCL)}`],
  ]);
  const origin = `http://127.0.0.1:${port}`;
  await until('Varnish', async () => {
    if (!isRunning(child)) throw new Error(`Varnish stopped; see ${clusterDir}/varnish.log`);
    try {
      await (await fetch(`${origin}/ready`)).arrayBuffer();
      return true;
    } catch {
      return false;
    }
  });
  return {
    origin,
    async counters() {
      const { stdout } = await promisify(execFile)('varnishstat', ['-n', workDir, '-1', '-j']);
      const stats = JSON.parse(stdout) as { counters?: Record<string, { value: number }> };
      const counter = (name: string) => stats.counters?.[name]?.value ?? 0;
      return { hits: counter('MAIN.cache_hit'), misses: counter('MAIN.cache_miss') };
    },
    stop: () => ended(child),
  };
}
