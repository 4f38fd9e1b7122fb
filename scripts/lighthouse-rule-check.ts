// Checks the gate's rule (scripts/lighthouse-rule.ts) against full runs: every page of a
// config is run seven times, as the gate ran it before the rule, and each run is audited at
// its calibrated CPU slowdown and at heavier ones (a run is gathered once; only its audit
// changes), which pushes pages towards and over their budgets. The per-run figures are saved,
// then every saved set is replayed: for each page, the median verdict of its seven runs, and
// the rule's verdict and run count in the order the runs were taken and in all 5,040 orders.
//   tsx scripts/lighthouse-rule-check.ts collect lighthouserc.json <out.json> [1,1.5,2]
//   tsx scripts/lighthouse-rule-check.ts replay lighthouserc.json <set.json> [...]
import fs from 'node:fs';
import { gateSettings, gatherLoaded, runSlowdown } from './calibrated-lighthouse-run';
import { onGateSite, readGateConfig } from './gate-config';
import type { GateConfig } from './gate-config';
import {
  GATE_RULE,
  assertionsOf,
  figuresOf,
  medianVerdict,
  middle,
  verdict,
} from './lighthouse-rule';
import type { Assertion, RunFigures } from './lighthouse-rule';

/** Runs of one page audited at one factor of the calibrated slowdown. */
interface PageRuns {
  url: string;
  factor: number;
  runs: (RunFigures & { benchmarkIndex: number; slowdown: number })[];
}

async function collect(config: GateConfig, out: string, factors: number[]): Promise<void> {
  const { collect } = config.ci;
  const assertions = assertionsOf(config.ci.assert.assertions);
  const sets: PageRuns[] = [];
  await onGateSite(config.ci, async (browser) => {
    for (const url of collect.url) {
      const pageSets = factors.map((factor) => ({ url, factor, runs: [] as PageRuns['runs'] }));
      sets.push(...pageSets);
      for (let run = 0; run < collect.numberOfRuns; run++) {
        const settings = gateSettings(assertions);
        const gathered = await gatherLoaded(browser, url, { settings });
        if (!gathered) throw new Error(`Lighthouse could not load ${url}`);
        const benchmarkIndex = Math.round(gathered.benchmarkIndex);
        for (const set of pageSets) {
          // Heavier than calibrated: past Lighthouse's 4× cap when the factor asks for it.
          const slowdown = Math.round(runSlowdown(gathered) * set.factor * 100) / 100;
          const lhr = JSON.parse(await gathered.audit(slowdown)) as Parameters<typeof figuresOf>[0];
          set.runs.push({ ...figuresOf(lhr, assertions), benchmarkIndex, slowdown });
        }
        const figures = pageSets.map(({ factor, runs }) => {
          const last = runs.at(-1)!;
          return `×${factor} TBT ${Math.round(last['total-blocking-time'] ?? -1)}`;
        });
        console.log(`${decodeURI(url)} run ${run + 1}: index ${benchmarkIndex}, ${figures}`);
      }
    }
  });
  fs.writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), sets })}\n`);
}

/** Every order of `items`. */
function* orders<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) return yield items;
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const order of orders(rest)) yield [items[i]!, ...order];
  }
}

/** The rule's verdict on runs taken in this order, and how many it took. */
function ruled(assertions: Assertion[], runs: RunFigures[]) {
  for (let taken = 0; ; taken++) {
    const said = verdict(assertions, runs.slice(0, taken), GATE_RULE);
    if (said !== 'more') return { said, taken };
  }
}

/**
 * How far a figure's median of three runs lies from the seven runs' median, towards failing
 * (up for a figure with a maximum), over every choice of three runs of every saved page: the
 * clearance the rule's first look asks for is read from these.
 */
function printMedianMoves(assertions: Assertion[], files: string[]): void {
  console.log('\nMedian of 3 runs to median of 7, towards the budget: p50, p90, p99, max');
  for (const assertion of assertions) {
    const moves: number[] = [];
    for (const file of files) {
      const { sets } = JSON.parse(fs.readFileSync(file, 'utf8')) as { sets: PageRuns[] };
      for (const { runs } of sets) {
        const values = runs.map((run) => run[assertion.id]);
        if (values.some((value) => value === null || value === undefined)) continue;
        const all = values as number[];
        const seven = middle(all);
        for (let a = 0; a < all.length; a++)
          for (let b = a + 1; b < all.length; b++)
            for (let c = b + 1; c < all.length; c++) {
              const three = middle([all[a]!, all[b]!, all[c]!]);
              moves.push(assertion.kind === 'at-most' ? seven - three : three - seven);
            }
      }
    }
    if (moves.length === 0) continue;
    moves.sort((a, b) => a - b);
    const at = (share: number) =>
      moves[Math.min(moves.length - 1, Math.floor(share * moves.length))]!;
    const shown = [at(0.5), at(0.9), at(0.99), moves.at(-1)!].map((value) =>
      Math.abs(value) >= 1 ? value.toFixed(0) : value.toFixed(3),
    );
    console.log(`  ${assertion.id.padEnd(34)}${shown.map((value) => value.padStart(8)).join('')}`);
  }
}

function replay(config: GateConfig, files: string[]): void {
  const assertions = assertionsOf(config.ci.assert.assertions);
  const totals = { pages: 0, agree: 0, runs: 0, ordersDiffering: 0, orders: 0 };
  console.log('set  factor  page                                  7 runs  rule  taken  orders');
  for (const file of files) {
    const { sets } = JSON.parse(fs.readFileSync(file, 'utf8')) as { sets: PageRuns[] };
    for (const { url, factor, runs } of sets) {
      const seven = medianVerdict(assertions, runs);
      const inOrder = ruled(assertions, runs);
      let differing = 0;
      let count = 0;
      for (const order of orders(runs)) {
        count++;
        if (ruled(assertions, order).said !== seven) differing++;
      }
      totals.pages++;
      totals.runs += inOrder.taken;
      totals.orders += count;
      totals.ordersDiffering += differing;
      if (inOrder.said === seven) totals.agree++;
      const page = decodeURI(new URL(url).pathname).slice(0, 36).padEnd(38);
      const name = file.replace(/^.*\//, '').slice(0, 4);
      console.log(
        `${name.padEnd(5)}${`×${factor}`.padEnd(8)}${page}${seven.padEnd(8)}${inOrder.said.padEnd(6)}${String(inOrder.taken).padEnd(7)}${differing} of ${count} differ`,
      );
    }
  }
  printMedianMoves(assertions, files);
  console.log(
    `\n${totals.agree} of ${totals.pages} page verdicts as seven runs gave, in ${totals.runs} runs where seven a page took ${totals.pages * 7}; over every order of the runs, ${totals.ordersDiffering} of ${totals.orders} differ.`,
  );
}

const [mode, configPath, ...rest] = process.argv.slice(2);
if (!configPath || (mode !== 'collect' && mode !== 'replay')) {
  throw new Error('usage: lighthouse-rule-check.ts collect|replay <lighthouserc.json> ...');
}
const config = readGateConfig(configPath);
if (mode === 'collect') {
  const [out, factors = '1,1.5,2'] = rest;
  if (!out) throw new Error('collect needs the file to write');
  await collect(config, out, factors.split(',').map(Number));
} else {
  replay(config, rest);
}
