// The release gate: every page of each given Lighthouse CI config, with as many runs as its
// verdict needs (scripts/lighthouse-rule.ts: three when every figure lies clearly inside its
// budget, up to the config's seven when one lies near it). Phone runs have their CPU slowdown
// calibrated to the machine during that run (scripts/calibrated-lighthouse-run.ts); a config
// with the desktop preset runs Lighthouse's desktop settings as they are. One Chromium serves
// every run (Lighthouse opens a fresh tab and clears the site's storage for each). The
// reports are kept where Lighthouse CI keeps its own (.lighthouseci/), then `lhci assert`
// checks the config's budgets over them and `lhci upload` writes them out; the runs are
// printed (scripts/lighthouse-runs.ts). Each config gets the built service afresh, with
// fresh demo content, on the port its pages name.
//   tsx scripts/lighthouse-gate.ts lighthouserc.json [lighthouserc.desktop.json ...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { desktopConfig } from 'lighthouse';
import { calibratedRun, gateSettings } from './calibrated-lighthouse-run';
import type { LighthouseBrowser } from './lighthouse-browser';
import { onGateSite, readGateConfig } from './gate-config';
import { GATE_RULE, figuresOf, verdict } from './lighthouse-rule';
import type { Assertion, RunFigures } from './lighthouse-rule';

interface Report {
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
}

const RESULTS = '.lighthouseci';

/** One run of a page that loaded, as Lighthouse's JSON report; undefined when none could. */
const runPage = (
  browser: LighthouseBrowser,
  url: string,
  assertions: Assertion[],
  desktop: boolean,
) =>
  calibratedRun(browser, url, {
    calibrate: !desktop,
    settings: gateSettings(assertions),
    config: desktop ? desktopConfig : undefined,
  });

const short = (figures: RunFigures) =>
  `TBT ${Math.round(figures['total-blocking-time'] ?? -1)} ms, LCP ${Math.round(figures['largest-contentful-paint'] ?? -1)} ms, performance ${figures['categories:performance']}`;

/** Runs one page until the rule knows its verdict; false when a run could not be had. */
async function gatePage(
  browser: LighthouseBrowser,
  url: string,
  assertions: Assertion[],
  desktop: boolean,
  maxRuns: number,
): Promise<boolean> {
  const rule = { ...GATE_RULE, maxRuns };
  const runs: RunFigures[] = [];
  console.log(`Lighthouse on ${decodeURI(url)}`);
  while (verdict(assertions, runs, rule) === 'more') {
    const report = await runPage(browser, url, assertions, desktop);
    if (!report) return false;
    // Lighthouse CI's own name for a saved run (lhr-<time>.json).
    fs.writeFileSync(path.join(RESULTS, `lhr-${Date.now()}.json`), report);
    const lhr = JSON.parse(report) as Report & Parameters<typeof figuresOf>[0];
    const figures = figuresOf(lhr, assertions);
    runs.push(figures);
    console.log(
      `  run ${runs.length}: benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, CPU slowdown ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×, ${short(figures)}`,
    );
  }
  console.log(`  ${verdict(assertions, runs, rule)} after ${runs.length} of ${maxRuns} runs`);
  return true;
}

const lhci = (args: string[]) =>
  spawnSync(path.resolve('node_modules/.bin/lhci'), args, { stdio: 'inherit' }).status === 0;

/** Collects, asserts and writes out one config's runs; true when its budgets hold. */
async function gate(configPath: string): Promise<boolean> {
  const { ci, assertions } = readGateConfig(configPath);
  const { collect } = ci;
  const desktop = collect.settings.preset === 'desktop';
  fs.rmSync(RESULTS, { recursive: true, force: true });
  fs.mkdirSync(RESULTS);
  const started = performance.now();
  const everyRunLoaded = await onGateSite(ci, async (browser) => {
    let loaded = true;
    for (const url of collect.url) {
      if (!(await gatePage(browser, url, assertions, desktop, collect.numberOfRuns)))
        loaded = false;
    }
    return loaded;
  });
  const runs = fs.readdirSync(RESULTS).length;
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(`${configPath}: ${runs} runs of ${collect.url.length} pages in ${minutes} min`);
  const asserted = lhci(['assert', `--config=${configPath}`]);
  const uploaded = lhci(['upload', `--config=${configPath}`]);
  const label = desktop ? 'desktop' : 'mobile';
  spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/lighthouse-runs.ts', label], {
    stdio: 'inherit',
  });
  return everyRunLoaded && asserted && uploaded;
}

const configs = process.argv.slice(2);
if (configs.length === 0) {
  throw new Error('usage: tsx scripts/lighthouse-gate.ts <lighthouserc.json> [...]');
}
let allHeld = true;
// Every config is gated, even after one fails, so a failing run shows every figure.
for (const config of configs) if (!(await gate(config))) allHeld = false;
process.exit(allHeld ? 0 : 1);
