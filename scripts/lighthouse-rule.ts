// How many Lighthouse runs a page needs before the gate's verdict on it is known. The gate
// asserts each figure's median over up to seven runs; the median of seven passes exactly when
// four or more of the seven runs pass. So:
//  - once four runs of a figure pass (or four fail), the seven runs' verdict on it is known
//    whatever the other runs measure: the gate stops there, with the same verdict;
//  - after three runs, when every run passed every figure and each figure's median of the
//    three lies inside its budget by more than the gate has seen such a median move on its
//    way to seven runs (CLEARANCE, measured in docs/lighthouse-gate.md), the page passes.
//    Seven runs could then disagree only if the next four all failed.
//  - otherwise the page gets more runs, up to seven, as before.
// The gate's assertions come from the config (lighthouserc.json); nothing here changes them.

export type Assertion =
  { kind: 'at-most'; id: string; max: number } | { kind: 'at-least'; id: string; min: number };

/** One run's value of each asserted figure (by assertion id); null when it had none. */
export type RunFigures = Record<string, number | null>;

export type Verdict = 'pass' | 'fail' | 'more';

export interface Rule {
  /** The runs the gate asserted on before (and at most): seven. */
  maxRuns: number;
  /** The first look, where a clear pass may stop. */
  firstLook: number;
  /** How far inside its budget a figure's first-look median must lie, per assertion id. */
  clearance: Record<string, number>;
}

/**
 * At least how far a median of three runs has moved towards the budget on its way to seven,
 * nine times in ten, over the gate's recorded full runs (docs/lighthouse-gate.md).
 */
export const CLEARANCE: Record<string, number> = {
  'total-blocking-time': 50,
  'largest-contentful-paint': 200,
  'cumulative-layout-shift': 0.005,
  'categories:performance': 0.01,
};

export const GATE_RULE: Rule = { maxRuns: 7, firstLook: 3, clearance: CLEARANCE };

const passes = (assertion: Assertion, value: number | null | undefined): boolean =>
  value !== null &&
  value !== undefined &&
  (assertion.kind === 'at-most' ? value <= assertion.max : value >= assertion.min);

/** The median as Lighthouse CI takes it: the mean of the two middle values of an even count. */
export const middle = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half]! + sorted[half + 1]!) / 2;
};

/** Whether a figure's median lies inside its budget by its clearance (0 when none is set). */
function clearlyInside(assertion: Assertion, values: number[], clearance: number): boolean {
  const median = middle(values);
  return assertion.kind === 'at-most'
    ? median <= assertion.max - clearance
    : median >= assertion.min + clearance;
}

/** The verdict the runs so far allow on one page, or 'more' when it needs another run. */
export function verdict(assertions: Assertion[], runs: RunFigures[], rule: Rule): Verdict {
  const majority = Math.floor(rule.maxRuns / 2) + 1;
  const counts = assertions.map((assertion) => {
    const passed = runs.filter((run) => passes(assertion, run[assertion.id])).length;
    return { assertion, passed, failed: runs.length - passed };
  });
  if (counts.some(({ failed }) => failed >= majority)) return 'fail';
  if (counts.every(({ passed }) => passed >= majority)) return 'pass';
  if (runs.length >= rule.maxRuns) {
    // Only reached with an even maxRuns; a tie fails, as a median between the two would.
    return counts.every(({ passed }) => passed > runs.length / 2) ? 'pass' : 'fail';
  }
  if (runs.length === rule.firstLook) {
    const clear = counts.every(
      ({ assertion, failed }) =>
        failed === 0 &&
        clearlyInside(
          assertion,
          runs.map((run) => run[assertion.id]!),
          rule.clearance[assertion.id] ?? 0,
        ),
    );
    if (clear) return 'pass';
  }
  return 'more';
}

/** The verdict of all the runs at once: each figure's median against its budget. */
export function medianVerdict(assertions: Assertion[], runs: RunFigures[]): 'pass' | 'fail' {
  const ok = assertions.every((assertion) => {
    const values = runs.map((run) => run[assertion.id]);
    if (values.some((value) => value === null || value === undefined)) {
      // Lighthouse CI asserts over the runs that have the figure; a run without it fails.
      return passes(assertion, null);
    }
    return passes(assertion, middle(values as number[]));
  });
  return ok ? 'pass' : 'fail';
}

interface AssertionOptions {
  minScore?: number;
  maxNumericValue?: number;
}

/** The config's error-level assertions, as the rule reads them. */
export function assertionsOf(config: Record<string, [string, AssertionOptions]>): Assertion[] {
  return Object.entries(config)
    .filter(([, [level]]) => level === 'error')
    .map(([id, [, options]]) => {
      if (options.maxNumericValue !== undefined)
        return { kind: 'at-most', id, max: options.maxNumericValue };
      if (options.minScore !== undefined) return { kind: 'at-least', id, min: options.minScore };
      throw new Error(`The gate cannot read the assertion ${id}`);
    });
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
}

/** A report's value of each assertion's figure. */
export function figuresOf(lhr: Lhr, assertions: Assertion[]): RunFigures {
  return Object.fromEntries(
    assertions.map((assertion) => {
      if (assertion.id.startsWith('categories:')) {
        return [assertion.id, lhr.categories[assertion.id.slice(11)]?.score ?? null];
      }
      const audit = lhr.audits[assertion.id];
      const value = assertion.kind === 'at-most' ? audit?.numericValue : audit?.score;
      return [assertion.id, value ?? null];
    }),
  );
}
