// The gate's rule for how many runs a page needs: its verdict is the one the median of seven
// runs would give, whatever the runs not taken would have measured.
import { describe, expect, it } from 'vitest';
import { GATE_RULE, assertionsOf, figuresOf, medianVerdict, verdict } from './lighthouse-rule';
import type { RunFigures } from './lighthouse-rule';

const assertions = assertionsOf({
  'categories:performance': ['error', { minScore: 0.95 }],
  'categories:accessibility': ['error', { minScore: 1 }],
  'total-blocking-time': ['error', { maxNumericValue: 100 }],
  'largest-contentful-paint': ['error', { maxNumericValue: 2000 }],
  'uses-long-cache-ttl': ['warn', { minScore: 1 }],
});

const run = (tbt: number, lcp = 1500, performance = 1, accessibility = 1): RunFigures => ({
  'categories:performance': performance,
  'categories:accessibility': accessibility,
  'total-blocking-time': tbt,
  'largest-contentful-paint': lcp,
});

/** The rule's verdict after taking the runs in order, one at a time, and the runs it took. */
function gated(runs: RunFigures[]): { verdict: string; taken: number } {
  for (let taken = 0; taken <= runs.length; taken++) {
    const said = verdict(assertions, runs.slice(0, taken), GATE_RULE);
    if (said !== 'more') return { verdict: said, taken };
  }
  throw new Error('the rule asked for more runs than seven');
}

/** Every order of `items` (7! = 5,040 for a page's seven runs). */
function* orders<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) return yield items;
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const order of orders(rest)) yield [items[i]!, ...order];
  }
}

describe("the gate's rule", () => {
  it('reads only the error-level assertions of the config', () => {
    expect(assertions.map(({ id }) => id)).toEqual([
      'categories:performance',
      'categories:accessibility',
      'total-blocking-time',
      'largest-contentful-paint',
    ]);
  });

  it('passes after three runs when every figure lies clearly inside its budget', () => {
    expect(gated([run(20), run(35), run(50), run(400), run(400)])).toEqual({
      verdict: 'pass',
      taken: 3,
    });
  });

  it('takes more runs when a median lies near a budget, though every run passed', () => {
    const near = [run(70), run(80), run(90), run(60), run(95), run(99), run(99)];
    expect(gated(near)).toEqual({ verdict: 'pass', taken: 4 });
    const nearLcp = [run(20, 1900), run(20, 1850), run(20, 1950), run(20, 1990)];
    expect(gated(nearLcp)).toEqual({ verdict: 'pass', taken: 4 });
  });

  it('stops once four runs of a figure fail: seven could not pass', () => {
    const failing = [run(150), run(30), run(160), run(170), run(180), run(20), run(20)];
    expect(gated(failing)).toEqual({ verdict: 'fail', taken: 5 });
    expect(medianVerdict(assertions, failing)).toBe('fail');
  });

  it('fails on a score figure as on a numeric one', () => {
    const missingLabel = [run(20, 1500, 1, 0.9), run(20, 1500, 1, 0.9)];
    const runs = [...missingLabel, ...missingLabel, run(20)];
    expect(gated(runs)).toEqual({ verdict: 'fail', taken: 4 });
  });

  it('takes all seven runs when the page sits on its budget', () => {
    const edge = [run(90), run(120), run(95), run(130), run(99), run(140), run(100)];
    expect(gated(edge)).toEqual({ verdict: 'pass', taken: 7 });
    const over = [run(90), run(120), run(95), run(130), run(99), run(140), run(101)];
    expect(gated(over)).toEqual({ verdict: 'fail', taken: 7 });
  });

  it('gives the verdict of seven runs in every order where it stops only when it is known', () => {
    // Pages near their budgets: the verdict the rule reaches without its first-look stop
    // must be the seven runs' median verdict in every one of the 5,040 orders.
    const pages = [
      [90, 120, 95, 130, 99, 140, 100],
      [150, 30, 160, 170, 180, 20, 20],
      [40, 45, 101, 102, 103, 60, 104],
    ];
    const exactOnly = { ...GATE_RULE, firstLook: 0 };
    for (const figures of pages) {
      const runs = figures.map((tbt) => run(tbt));
      const expected = medianVerdict(assertions, runs);
      for (const order of orders(runs)) {
        let said = verdict(assertions, [], exactOnly);
        for (let taken = 1; said === 'more'; taken++)
          said = verdict(assertions, order.slice(0, taken), exactOnly);
        expect(said).toBe(expected);
      }
    }
  });

  it("reads a report's figures: category scores, audit scores and numeric values", () => {
    const lhr = {
      categories: { performance: { score: 0.98 }, accessibility: { score: 1 } },
      audits: {
        'total-blocking-time': { score: 0.9, numericValue: 61.5 },
        'largest-contentful-paint': { score: 0.8, numericValue: 1612 },
      },
    };
    expect(figuresOf(lhr, assertions)).toEqual({
      'categories:performance': 0.98,
      'categories:accessibility': 1,
      'total-blocking-time': 61.5,
      'largest-contentful-paint': 1612,
    });
    expect(figuresOf({ categories: {}, audits: {} }, assertions)['total-blocking-time']).toBe(null);
  });
});
