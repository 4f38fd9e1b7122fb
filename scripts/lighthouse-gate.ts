// The release gate's phone runs: every page of the given config, as many runs as it says,
// each with its CPU slowdown calibrated to the machine during that run
// (scripts/calibrated-lighthouse-run.ts). The reports are kept where Lighthouse CI keeps its
// own (.lighthouseci/), then `lhci assert` checks the config's budgets over them and `lhci
// upload` writes them out, as `lhci autorun` would. Pages, run count, Chromium flags, budgets
// and the service's start all come from the config.
//   tsx scripts/lighthouse-gate.ts lighthouserc.json
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { calibratedRun } from './calibrated-lighthouse-run';

interface CollectConfig {
  startServerCommand: string;
  startServerReadyPattern: string;
  startServerReadyTimeout: number;
  chromePath: string;
  numberOfRuns: number;
  url: string[];
  settings: { chromeFlags: string };
}

/** Attempts at a run before the gate fails for a page Lighthouse could not load. */
const ATTEMPTS = 3;
const RESULTS = '.lighthouseci';

const configPath = process.argv[2];
if (!configPath) throw new Error('usage: tsx scripts/lighthouse-gate.ts <lighthouserc.json>');
const { ci } = JSON.parse(fs.readFileSync(configPath, 'utf8')) as {
  ci: { collect: CollectConfig };
};
const collect = ci.collect;

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
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(collect.startServerReadyPattern)) return;
      clearTimeout(timer);
      service.stdout.off('data', watch);
      service.stdout.resume();
      resolve(stop);
    };
    service.stdout.on('data', watch);
    service.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The service exited (${code}) before it was ready`));
    });
  });
}

interface Report {
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
}

let everyRunLoaded = true;

/** One run of a page, tried again when Lighthouse could not load it. */
async function runPage(url: string): Promise<string | undefined> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    let report: string;
    try {
      report = await calibratedRun(url, {
        chromePath: collect.chromePath,
        chromeFlags: collect.settings.chromeFlags,
      });
    } catch (error) {
      console.log(`  ${(error as Error).message}`);
      continue;
    }
    const { runtimeError, environment, configSettings } = JSON.parse(report) as Report;
    if (runtimeError) {
      console.log(`  ${runtimeError.code}: ${runtimeError.message}`);
      continue;
    }
    console.log(
      `  benchmark index ${Math.round(environment.benchmarkIndex)}, CPU slowdown ${configSettings.throttling.cpuSlowdownMultiplier}×`,
    );
    return report;
  }
  everyRunLoaded = false;
  return undefined;
}

fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS);
const stopService = await startService();
try {
  for (const url of collect.url) {
    console.log(`Running Lighthouse ${collect.numberOfRuns} times on ${decodeURI(url)}`);
    for (let run = 0; run < collect.numberOfRuns; run++) {
      const report = await runPage(url);
      // Lighthouse CI's own name for a saved run (lhr-<time>.json).
      if (report) fs.writeFileSync(path.join(RESULTS, `lhr-${Date.now()}.json`), report);
    }
  }
} finally {
  stopService();
}

const lhci = (args: string[]) =>
  spawnSync(path.resolve('node_modules/.bin/lhci'), args, { stdio: 'inherit' }).status === 0;
const asserted = lhci(['assert', `--config=${configPath}`]);
const uploaded = lhci(['upload', `--config=${configPath}`]);
process.exit(everyRunLoaded && asserted && uploaded ? 0 : 1);
