// One Lighthouse run of a phone, its CPU slowdown calibrated to the machine as it was during
// that run. Lighthouse measures the machine's benchmark index at the start of every run and
// reports it; its simulated throttling gathers the page unthrottled and applies the slowdown
// only when the trace is audited. So the run is gathered first, the slowdown is derived from
// the index the run itself measured (scripts/cpu-slowdown.ts), and the run is audited with
// it: the report's index and slowdown always belong together. A run without calibration (the
// desktop preset) is audited with its own settings.
import { calibratedSlowdown } from './cpu-slowdown';
import { auditsToSkip } from './gate-audits';
import type { GatheredRun, LighthouseBrowser, RunSettings } from './lighthouse-browser';
import type { Assertion } from './lighthouse-rule';

/** Attempts at a run before a page counts as one Lighthouse could not load. */
const ATTEMPTS = 3;

/**
 * What a gate run skips: the audits no asserted figure reads (scripts/gate-audits.ts), and
 * the full-page screenshot (1.7 s a run here), taken after the trace for the report's
 * pictures of elements.
 */
export const gateSettings = (assertions: Assertion[]) => ({
  disableFullPageScreenshot: true,
  skipAudits: auditsToSkip(assertions),
});

/** The phone's slowdown for a gathered run: the one its own benchmark index calls for. */
export const runSlowdown = (gathered: GatheredRun) => calibratedSlowdown(gathered.benchmarkIndex);

/**
 * A run of `url` that loaded, tried again when Lighthouse could not load the page or had no
 * benchmark index; undefined after ATTEMPTS (each failure is printed).
 */
export async function gatherLoaded(
  browser: LighthouseBrowser,
  url: string,
  run: RunSettings,
): Promise<GatheredRun | undefined> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const gathered = await browser.gather(url, run);
      if (gathered.runtimeError) throw new Error(gathered.runtimeError);
      runSlowdown(gathered);
      return gathered;
    } catch (error) {
      console.log(`  ${(error as Error).message}`);
    }
  }
  return undefined;
}

/** The run's report (Lighthouse's JSON); a phone run's slowdown follows its own index. */
export async function calibratedRun(
  browser: LighthouseBrowser,
  url: string,
  run: RunSettings & { calibrate: boolean },
): Promise<string | undefined> {
  const gathered = await gatherLoaded(browser, url, run);
  if (!gathered) return undefined;
  return gathered.audit(run.calibrate ? runSlowdown(gathered) : undefined);
}
