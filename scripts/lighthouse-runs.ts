// Prints every Lighthouse run of the last collect (in .lighthouseci/) beside the machine's
// benchmark index and the CPU slowdown the run was audited with, so a verdict can be read
// against the machine that gave it. Phone runs are calibrated to the machine
// (scripts/cpu-slowdown.ts); the gate's budgets were set on 2-core machines whose index lies
// in CALIBRATED, and a run outside it is named. Then each page's median of each figure (the
// gate's budgets are asserted on medians).
//   tsx scripts/lighthouse-runs.ts <label>
import fs from 'node:fs';
import path from 'node:path';
import { median } from './median';

const CALIBRATED = { low: 1_000, high: 4_500 };
const label = process.argv[2] ?? '';

interface Lhr {
  finalDisplayedUrl: string;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

const directory = '.lighthouseci';
const runs: Lhr[] = fs.existsSync(directory)
  ? fs
      .readdirSync(directory)
      .filter((name) => /^lhr-.*\.json$/.test(name))
      .map((name) => JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8')) as Lhr)
  : [];

const pad = (value: string | number, width: number) => String(value).padStart(width);
/** A page's address, then its figures in columns. */
const row = (url: string, figures: (string | number)[]) =>
  `${decodeURI(new URL(url).pathname).slice(0, 44).padEnd(46)}${figures.map((figure) => pad(figure, 6)).join('')}`;
const audit = (run: Lhr, id: string) => Math.round(run.audits[id]?.numericValue ?? 0);

console.log(
  `\nLighthouse runs (${label}): benchmark index, CPU slowdown, performance, TBT ms, LCP ms`,
);
const outside: number[] = [];
const byPage = new Map<string, Lhr[]>();
for (const run of runs.sort((a, b) => a.finalDisplayedUrl.localeCompare(b.finalDisplayedUrl))) {
  byPage.set(run.finalDisplayedUrl, [...(byPage.get(run.finalDisplayedUrl) ?? []), run]);
  const index = Math.round(run.environment.benchmarkIndex);
  if (index < CALIBRATED.low || index > CALIBRATED.high) outside.push(index);
  console.log(
    row(run.finalDisplayedUrl, [
      index,
      run.configSettings.throttling.cpuSlowdownMultiplier,
      run.categories.performance.score ?? '-',
      audit(run, 'total-blocking-time'),
      audit(run, 'largest-contentful-paint'),
    ]),
  );
}
console.log(`\nMedians per page (${label}): performance, TBT ms, LCP ms`);
for (const [url, pageRuns] of byPage) {
  const middle = (figure: (run: Lhr) => number) => median(pageRuns.map(figure));
  console.log(
    row(url, [
      middle((run) => run.categories.performance.score ?? 0),
      middle((run) => audit(run, 'total-blocking-time')),
      middle((run) => audit(run, 'largest-contentful-paint')),
    ]),
  );
}
if (outside.length > 0) {
  console.log(
    `\nThis machine is outside the range the gate was calibrated for (benchmark index ${CALIBRATED.low}–${CALIBRATED.high}): ${outside.length} of ${runs.length} runs measured ${Math.min(...outside)}–${Math.max(...outside)}. Its verdict says how the site does on this machine, not on the machines the budgets were set on.`,
  );
} else if (runs.length > 0) {
  console.log(
    `\nEvery run was on a machine within the calibrated range (benchmark index ${CALIBRATED.low}–${CALIBRATED.high}).`,
  );
}
