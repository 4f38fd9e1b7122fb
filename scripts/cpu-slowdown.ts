// The CPU slowdown of a Lighthouse phone run, calibrated to the machine that runs it.
// Lighthouse simulates a phone by multiplying every task the machine ran by a slowdown, 4× by
// default; its throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") sets 4×
// for a machine in its high-end desktop class (benchmark index 1,500–2,000), so that a run
// there lands in its mid-tier phone class, and says to lower it on a weaker machine. A 2-core
// machine of ours measures anywhere from 1,000 to 2,800 within one hour, so a fixed 4× emulates
// a different phone from one run to the next. Each run instead emulates the same phone: the
// slowdown is the machine's index, as the run measured it, over the phone's, up to
// Lighthouse's own 4×. Above an index of 2,000 the index grew faster than the page's work
// did: in a phase where this machine measured 2,300–3,700, slowdowns of 4.6–7.4× gave total
// blocking times 2–6 times those of the phase before, so a faster machine gets the default.

/** The phone every run emulates: 4× on a machine at the top of the high-end desktop class. */
export const PHONE_BENCHMARK_INDEX = 500;

/** From none to Lighthouse's default phone slowdown. */
const SLOWDOWN_RANGE = { lowest: 1, highest: 4 };

/** The slowdown that makes a machine of `benchmarkIndex` run like the emulated phone. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Not a benchmark index: ${benchmarkIndex}`);
  }
  const slowdown = benchmarkIndex / PHONE_BENCHMARK_INDEX;
  const bounded = Math.min(SLOWDOWN_RANGE.highest, Math.max(SLOWDOWN_RANGE.lowest, slowdown));
  return Math.round(bounded * 100) / 100;
}
