// First and largest contentful paint of every gated page in fa, en and ar, on a phone, in a
// Chromium with its default features, as a visitor's Chrome runs: Playwright's own launch
// turns PaintHolding off (and with it a hold of the first paint the project's browser tests
// could never see), so the browser is started here with the gate's flags alone and driven
// over CDP. Each run is a fresh browser context with Lighthouse's phone (412 × 823 at 1.75),
// its simulated connection applied for real (150 ms a request, 1.6 Mbps) and the CPU slowed
// by the gate's calibrated slowdown for the benchmark index measured just before the run.
// Prints each page's medians, and exits 1 when one is over the goal (FCP 0.6 s, LCP 1.0 s).
// `npm run bench:paint [-- --runs 5 --only /en/ --disable-features PaintHolding --trace dir]`
// after `npm run build`; `--trace` writes each run's trace and prints what the page asked
// for before its first paint (render-blocking or not, when it arrived).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { Browser, CDPSession } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { startBuiltService } from '../../scripts/built-service';
import { chromeArguments } from '../../scripts/lighthouse-browser';
import { calibratedSlowdown } from '../../scripts/cpu-slowdown';
import { median } from '../../scripts/median';
import { answeredAddresses, gatedAddresses } from './gated-addresses';
import { beforeFirstPaint } from './paint-trace';
import type { PaintTraceEvent } from './paint-trace';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'disable-features': { type: 'string' },
    trace: { type: 'string' },
    origin: { type: 'string' },
    'report-only': { type: 'boolean', default: false },
    /** As Lighthouse gathers a run (its throttling is simulated afterwards): no throttling. */
    unthrottled: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const GOAL = { fcp: 600, lcp: 1000 };
/** Lighthouse's simulated phone connection (its mobileSlow4G): RTT and throughput. */
const CONNECTION = { latency: 150, downKbps: 1638.4, upKbps: 675 };

/** The browser as a visitor runs it: the gate's flags (lighthouserc.json), nothing else. */
async function startChromium(): Promise<{ browser: Browser; stop: () => Promise<void> }> {
  const { ci } = JSON.parse(fs.readFileSync('lighthouserc.json', 'utf8')) as {
    ci: { collect: { chromePath: string; settings: { chromeFlags: string } } };
  };
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-paint-'));
  const extra = values['disable-features']
    ? [`--disable-features=${values['disable-features']}`]
    : [];
  const child = spawn(
    ci.collect.chromePath,
    [
      ...chromeArguments(ci.collect.settings.chromeFlags),
      ...extra,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (found) resolve(found[1]!);
    });
    child.once('exit', () => reject(new Error(`Chromium exited: ${seen}`)));
  });
  const browser = await chromium.connectOverCDP(endpoint);
  return {
    browser,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Records the largest paint from the page's first script on (plain JavaScript source). */
const RECORDER = `
  window.paintMetrics = { lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.paintMetrics.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'blink',
];

interface Run {
  fcp: number;
  lcp: number;
  slowdown: number;
}

async function benchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const index = (await page.evaluate(
    `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
  )) as number;
  await context.close();
  return index;
}

async function throttle(cdp: CDPSession, slowdown: number) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONNECTION.latency,
    downloadThroughput: (CONNECTION.downKbps * 1024) / 8,
    uploadThroughput: (CONNECTION.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
}

async function visit(browser: Browser, url: string, tracePath?: string): Promise<Run> {
  const slowdown = calibratedSlowdown(await benchmarkIndex(browser));
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript({ content: RECORDER });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!values.unthrottled) await throttle(cdp, slowdown);
  if (tracePath) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // The largest paint settles once the page is quiet: its first screen's image or text.
  await page.waitForTimeout(1500);
  const { fcp, lcp } = (await page.evaluate(`({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: window.paintMetrics.lcp,
  })`)) as { fcp: number; lcp: number };
  if (tracePath) {
    const trace = await browser.stopTracing();
    fs.writeFileSync(tracePath, trace);
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as {
      traceEvents: PaintTraceEvent[];
    };
    for (const line of beforeFirstPaint(traceEvents)) console.log(`    ${line}`);
  }
  await context.close();
  return { fcp, lcp, slowdown };
}

const seconds = (value: number) => (value / 1000).toFixed(2).padStart(6);

const service = values.origin
  ? { origin: values.origin, stop: () => undefined }
  : await startBuiltService();
const addresses = await answeredAddresses(
  service.origin,
  values.only ? [values.only] : gatedAddresses(),
);
const { browser, stop } = await startChromium();
const over: string[] = [];
const rows: string[] = [];
try {
  if (values.trace) fs.mkdirSync(values.trace, { recursive: true });
  // A first load warms the service's own caches, as any visit before Lighthouse's would.
  for (const address of addresses) await fetch(service.origin + address);
  console.log(
    `First and largest contentful paint, 412 px at 1.75, ${CONNECTION.latency} ms and ${CONNECTION.downKbps} kbps, calibrated CPU slowdown; ${RUNS} runs a page` +
      (values['disable-features'] ? `; --disable-features=${values['disable-features']}` : ''),
  );
  for (const [n, address] of addresses.entries()) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      const tracePath = values.trace && path.join(values.trace, `page-${n}-run-${run + 1}.json`);
      if (tracePath) console.log(`  ${decodeURI(address)} run ${run + 1}: ${tracePath}`);
      runs.push(await visit(browser, service.origin + address, tracePath));
    }
    const fcp = median(runs.map((run) => run.fcp));
    const lcp = median(runs.map((run) => run.lcp));
    const met = fcp <= GOAL.fcp && lcp <= GOAL.lcp;
    if (!met) over.push(decodeURI(address));
    const row = `${decodeURI(address).slice(0, 40).padEnd(42)}${seconds(fcp)}${seconds(lcp)}   ${runs.map((run) => `${seconds(run.fcp).trim()}/${seconds(run.lcp).trim()}`).join(' ')}  ×${runs.map((run) => run.slowdown).join(',')}${met ? '' : '  OVER'}`;
    rows.push(row);
    console.log(row);
  }
} finally {
  await browser.close().catch(() => undefined);
  await stop();
  service.stop();
}
console.log(
  `\nMedians in seconds (goal: FCP ≤ ${GOAL.fcp / 1000} s, LCP ≤ ${GOAL.lcp / 1000} s); then each run's FCP/LCP and CPU slowdown\n${'page'.padEnd(42)}${'FCP'.padStart(6)}${'LCP'.padStart(6)}`,
);
for (const row of rows) console.log(row);
if (over.length > 0) {
  console.log(`\nOver the goal: ${over.join(', ')}`);
  if (!values['report-only']) process.exit(1);
} else {
  console.log('\nEvery page within the goal.');
}
