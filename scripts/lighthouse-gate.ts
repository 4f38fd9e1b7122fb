// The release gate's phone runs: every page of the given config, as many runs as it says,
// each with its CPU slowdown calibrated to the machine during that run
// (scripts/calibrated-lighthouse-run.ts). The reports are kept where Lighthouse CI keeps its
// own (.lighthouseci/), then `lhci assert` checks the config's budgets over them and `lhci
// upload` writes them out, as `lhci autorun` would. Pages, run count, Chromium flags and
// budgets come from the config; the built service is started on the pages' port.
//   tsx scripts/lighthouse-gate.ts lighthouserc.json
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startBuiltService } from './built-service';
import { calibratedRun } from './calibrated-lighthouse-run';

interface CollectConfig {
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

interface Report {
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
}

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
  return undefined;
}

fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS);
// The built service with fresh demo content, on the port the config's pages name.
const service = await startBuiltService({ port: Number(new URL(collect.url[0]!).port) });
let everyRunLoaded = true;
try {
  for (const url of collect.url) {
    console.log(`Running Lighthouse ${collect.numberOfRuns} times on ${decodeURI(url)}`);
    for (let run = 0; run < collect.numberOfRuns; run++) {
      const report = await runPage(url);
      // Lighthouse CI's own name for a saved run (lhr-<time>.json).
      if (report) fs.writeFileSync(path.join(RESULTS, `lhr-${Date.now()}.json`), report);
      else everyRunLoaded = false;
    }
  }
} finally {
  service.stop();
}

const lhci = (args: string[]) =>
  spawnSync(path.resolve('node_modules/.bin/lhci'), args, { stdio: 'inherit' }).status === 0;
const asserted = lhci(['assert', `--config=${configPath}`]);
const uploaded = lhci(['upload', `--config=${configPath}`]);
process.exit(everyRunLoaded && asserted && uploaded ? 0 : 1);
