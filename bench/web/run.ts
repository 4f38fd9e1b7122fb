// Web timings of the built site in Chromium for `/` and a blog post: a first visit on a
// throttled connection (1.6 Mbps, 150 ms, CPU 4× slower), a repeat visit online and a
// repeat visit offline (service worker and saved content). Prints first contentful paint,
// largest contentful paint and the time until the page's heading is visible, as medians.
// `npm run bench:web [-- --runs 5]` after `npm run build`.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { startBuiltService } from '../../scripts/built-service';
import { CHROMIUM_FLAGS } from '@tests/support/browser';
import { median } from '../../scripts/median';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const TARGETS = ['/', `/blog-list/3-${encodeURIComponent('سفر-به-کیش-در-زمستان')}`];

interface Timings {
  fcp: number;
  lcp: number;
  main: number;
}

/**
 * Records the timings in the page from its first script on. Plain JavaScript source: tsx
 * would wrap a TypeScript function's inner functions in a naming helper the page lacks.
 * The heading is checked once per frame: animation frames run only when the page renders
 * (not while a stylesheet still blocks it), so the heading found is one the next paint shows.
 */
const RECORDER = `
  const metrics = { lcp: 0, main: 0 };
  window.benchMetrics = metrics;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watch = () => {
    const heading = document.querySelector('main h1');
    if (heading && heading.getBoundingClientRect().height > 0) metrics.main = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
`;

async function visit(page: Page, url: string): Promise<Timings> {
  await page.goto(url);
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000); // let the largest paint settle
  return page.evaluate(() => {
    const { lcp, main } = (window as unknown as { benchMetrics: { lcp: number; main: number } })
      .benchMetrics;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { fcp, lcp, main };
  });
}

async function runOnce(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.addInitScript({ content: RECORDER });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const first = await visit(page, url);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForTimeout(1500); // the saved query cache is written at most once a second
  const repeat = await visit(page, url);
  await context.setOffline(true);
  const offline = await visit(page, url);
  await context.close();
  return { first, repeat, offline };
}

const service = await startBuiltService();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  console.log(`medians of ${RUNS} runs, 375 px; ms`);
  console.log(
    `${'page'.padEnd(14)}${'visit'.padEnd(26)}${'FCP'.padStart(8)}${'LCP'.padStart(8)}${'main'.padStart(8)}`,
  );
  for (const target of TARGETS) {
    const runs: Awaited<ReturnType<typeof runOnce>>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runOnce(browser, `${service.origin}${target}`));
    for (const [label, key] of [
      ['first, throttled', 'first'],
      ['repeat, online', 'repeat'],
      ['repeat, offline', 'offline'],
    ] as const) {
      const pick = (metric: keyof Timings) => median(runs.map((run) => run[key][metric]));
      console.log(
        `${(target === '/' ? '/' : 'blog post').padEnd(14)}${label.padEnd(26)}${pick('fcp').toFixed(0).padStart(8)}${pick('lcp').toFixed(0).padStart(8)}${pick('main').toFixed(0).padStart(8)}`,
      );
    }
  }
} finally {
  await browser.close();
  service.stop();
}
