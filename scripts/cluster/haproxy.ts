// Debian's HAProxy, run in the foreground from the configuration haproxy-config.ts writes,
// and what it thinks of each instance (its stats page as CSV).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { haproxyConfig } from './haproxy-config';
import type { HaproxyPorts } from './haproxy-config';
import { answers, ended, isRunning, launch, until } from './processes';

export interface Haproxy {
  /** `UP`, `DOWN`, `UP 1/2` ... for each instance's server (i1, i2, ...). */
  serverStates(): Promise<Map<string, string>>;
  stop(): Promise<void>;
}

export async function startHaproxy(clusterDir: string, ports: HaproxyPorts): Promise<Haproxy> {
  const file = path.join(clusterDir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig(ports));
  const child: ChildProcess = launch(clusterDir, 'haproxy', 'haproxy', ['-db', '-f', file]);
  const stats = `http://127.0.0.1:${ports.stats}/stats`;
  await until('HAProxy', async () => {
    if (!isRunning(child)) throw new Error(`HAProxy stopped; see ${clusterDir}/haproxy.log`);
    return answers(stats);
  });
  return {
    async serverStates() {
      const csv = await (await fetch(`${stats};csv`)).text();
      const rows = csv.split('\n').map((line) => line.split(','));
      const header = rows[0] ?? [];
      const status = header.indexOf('status');
      return new Map(
        rows
          .filter((row) => row[0] === 'instances' && /^i\d+$/.test(row[1] ?? ''))
          .map((row) => [row[1]!, row[status] ?? '']),
      );
    },
    stop: () => ended(child),
  };
}
