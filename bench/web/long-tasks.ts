// Main-thread tasks of a first visit, from Chromium's trace: every gated page in fa, en and
// ar is loaded unthrottled with a phone's screen (Lighthouse's mobile emulation), from a
// fresh profile, and every task after the first contentful paint is listed until the page
// has answered input (`<html data-ready>`) and stayed quiet for a while. Lighthouse scales
// each task by its 4× CPU slowdown and counts what exceeds 50 ms as blocking, so a task
// over 30 ms here blocks on any machine of this kind, and one over 12.5 ms blocks a little.
// Prints each task over 10 ms with what it ran; exits 1 when a page's longest task, as the
// median of its runs, is over the limit.
// The script runs before the document has its root element, hence observing the document.
// `npm run bench:tasks [-- --runs 3 --limit 30 --only /blog-list --hot]` after `npm run build`;
// `--hot` adds the functions each task spent most time in (from the CPU profile);
// `--origin http://…` measures a service already running instead of starting the build;
// `--report-only` prints the verdict without failing.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { startBuiltService } from '../../scripts/built-service';
import { CHROMIUM_FLAGS } from '@tests/support/browser';
import { answeredAddresses, gatedAddresses } from './gated-addresses';
import { summarizeTrace } from './trace-tasks';
import type { TaskSummary, TraceEvent } from './trace-tasks';
import { median } from '../../scripts/median';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    limit: { type: 'string', default: '30' },
    only: { type: 'string' },
    quiet: { type: 'string', default: '3000' },
    hot: { type: 'boolean', default: false },
    origin: { type: 'string' },
    'report-only': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const LIMIT_MS = Number(values.limit);
/** How long the page is watched after it answers input: idle-time work still counts. */
const QUIET_MS = Number(values.quiet);
const SHOWN_MS = 10;

/**
 * Says when the page marks itself ready, in the page's own clock, on the console: waiting
 * for it with Playwright's own polling would inject a large script into the page and
 * trace its evaluation as one of the page's tasks.
 */
const READY_SIGNAL = 'parvaz:ready';
const READY_RECORDER = `
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-ready')) return;
    observer.disconnect();
    console.debug('${READY_SIGNAL}', performance.now());
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
`;

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

async function traceVisit(browser: Browser, url: string): Promise<TaskSummary> {
  // Lighthouse's mobile screen: 412 × 823 CSS pixels at 1.75.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript({ content: READY_RECORDER });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const ready = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(READY_SIGNAL),
    timeout: 30_000,
  });
  await page.goto(url);
  const readyAt = Number((await ready).text().split(' ')[1]);
  await page.waitForTimeout(QUIET_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  return summarizeTrace(trace.traceEvents, readyAt);
}

const ms = (value: number) => value.toFixed(0).padStart(5);

const service = values.origin
  ? { origin: values.origin, stop: () => undefined }
  : await startBuiltService();
const addresses = await answeredAddresses(
  service.origin,
  values.only ? [values.only] : gatedAddresses(),
);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
const failures: string[] = [];
const rows: string[] = [];
try {
  // A first load warms the service's own caches, as any visit before Lighthouse's would.
  for (const address of addresses) await fetch(service.origin + address);
  console.log(
    `Main-thread tasks after first paint, unthrottled, 412 px; ${RUNS} runs a page; tasks over ${SHOWN_MS} ms`,
  );
  for (const address of addresses) {
    const runs: TaskSummary[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await traceVisit(browser, service.origin + address));
    }
    const longest = runs.map((run) => run.longest);
    const verdict = median(longest) > LIMIT_MS ? 'OVER' : 'ok';
    if (verdict === 'OVER') failures.push(decodeURI(address));
    console.log(
      `\n${decodeURI(address)}  ready ${ms(median(runs.map((run) => run.readyAfterFcp)))} ms after FCP; longest task per run: ${longest.map((value) => value.toFixed(0)).join(', ')} ms; ${verdict}`,
    );
    for (const [index, run] of runs.entries()) {
      for (const task of run.tasks.filter((task) => task.duration > SHOWN_MS)) {
        console.log(
          `  run ${index + 1} +${ms(task.afterFcp)} ms ${ms(task.duration)} ms (cpu ${ms(task.cpu)})  ${task.ran}`,
        );
        if (values.hot && task.hot) console.log(`${' '.repeat(28)}${task.hot}`);
      }
    }
    rows.push(
      `${decodeURI(address).slice(0, 40).padEnd(42)}${ms(median(longest))}${ms(Math.max(...longest))}${ms(median(runs.map((run) => run.longestCpu)))}${ms(median(runs.map((run) => run.over12)))}`,
    );
  }
} finally {
  await browser.close();
  service.stop();
}
console.log(
  `\nLongest task after first paint, ms: median and maximum of the runs, its thread time (median),\nand the number of tasks over 12.5 ms (median)\n${'page'.padEnd(42)}${'med'.padStart(5)}${'max'.padStart(5)}${'cpu'.padStart(5)}${'>12'.padStart(5)}`,
);
for (const row of rows) console.log(row);
if (failures.length > 0) {
  const log = values['report-only'] ? console.log : console.error;
  log(`\nA task over ${LIMIT_MS} ms after first paint (median of runs): ${failures.join(', ')}`);
  if (!values['report-only']) process.exit(1);
} else {
  console.log(`\nNo page has a task over ${LIMIT_MS} ms after first paint (median of runs).`);
}
