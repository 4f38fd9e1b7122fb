// The release gate's phone runs: Lighthouse CI collects each gated page of the given config
// with a CPU slowdown calibrated to the machine just before that page's runs
// (scripts/cpu-slowdown.ts), then asserts the config's budgets over every run and writes the
// reports. Pages, run count, Chromium flags, budgets and the service's start all come from
// the config, as with `lhci autorun`.
//   tsx scripts/lighthouse-gate.ts lighthouserc.json
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBenchmarkIndex } from './benchmark-index';
import { calibratedSlowdown } from './cpu-slowdown';

interface CollectConfig {
  startServerCommand: string;
  startServerReadyPattern: string;
  startServerReadyTimeout: number;
  chromePath: string;
  numberOfRuns: number;
  url: string[];
  settings: { chromeFlags: string } & Record<string, unknown>;
}

const configPath = process.argv[2];
if (!configPath) throw new Error('usage: tsx scripts/lighthouse-gate.ts <lighthouserc.json>');
const { ci } = JSON.parse(fs.readFileSync(configPath, 'utf8')) as {
  ci: { collect: CollectConfig };
};
const collect = ci.collect;
const lhci = path.resolve('node_modules/.bin/lhci');

/** Starts the service as the config says and resolves once it prints its ready line. */
function startService(): Promise<() => void> {
  const service = spawn('sh', ['-c', collect.startServerCommand], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    try {
      process.kill(-service.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`The service did not start within ${collect.startServerReadyTimeout} ms`));
    }, collect.startServerReadyTimeout);
    let output = '';
    service.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(collect.startServerReadyPattern)) return;
      clearTimeout(timer);
      service.stdout.resume();
      service.stdout.removeAllListeners('data');
      resolve(stop);
    });
    service.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The service exited (${code}) before it was ready`));
    });
  });
}

function runLhci(args: string[]): number {
  return spawnSync(lhci, args, { stdio: 'inherit' }).status ?? 1;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-lighthouse-'));
const stopService = await startService();
let collected = true;
try {
  for (const [position, url] of collect.url.entries()) {
    const index = await measureBenchmarkIndex(collect.chromePath, collect.settings.chromeFlags);
    const slowdown = calibratedSlowdown(index.median);
    console.log(
      `\n${decodeURI(url)}: benchmark index ${Math.round(index.median)} (measured ${index.measures.map(Math.round).join(', ')}), CPU slowdown ${slowdown}×`,
    );
    const pageConfig = path.join(workDir, `page-${position}.json`);
    fs.writeFileSync(
      pageConfig,
      JSON.stringify({
        ci: {
          collect: {
            url: [url],
            numberOfRuns: collect.numberOfRuns,
            chromePath: collect.chromePath,
            settings: { ...collect.settings, throttling: { cpuSlowdownMultiplier: slowdown } },
          },
        },
      }),
    );
    // The first page empties the results of an earlier gate; the others add to them.
    const args = ['collect', `--config=${pageConfig}`, ...(position > 0 ? ['--additive'] : [])];
    if (runLhci(args) !== 0) collected = false;
  }
} finally {
  stopService();
  fs.rmSync(workDir, { recursive: true, force: true });
}

const asserted = runLhci(['assert', `--config=${configPath}`]) === 0;
const uploaded = runLhci(['upload', `--config=${configPath}`]) === 0;
process.exit(collected && asserted && uploaded ? 0 : 1);
