// One Lighthouse run of a phone, its CPU slowdown calibrated to the machine as it was during
// that run. Lighthouse measures the machine's benchmark index at the start of every run and
// reports it; its simulated throttling gathers the page unthrottled and applies the slowdown
// only when the trace is audited. So the run is gathered first, the slowdown is derived from
// the index the run itself measured (scripts/cpu-slowdown.ts), and the run is audited with
// it: the report's index and slowdown always belong together. A run without calibration (the
// desktop preset) is audited with its own settings.
import { calibratedSlowdown } from './cpu-slowdown';
import type { LighthouseBrowser, RunSettings } from './lighthouse-browser';

/**
 * What every gate run skips: the full-page screenshot (1.7 s a run here) is taken after the
 * trace and read by no audit an assertion reads, only by the report's pictures of elements.
 */
export const GATE_SETTINGS = { disableFullPageScreenshot: true } as const;

/** The run's report (Lighthouse's JSON); a phone run's slowdown follows its own index. */
export async function calibratedRun(
  browser: LighthouseBrowser,
  url: string,
  run: RunSettings & { calibrate: boolean },
): Promise<string> {
  const gathered = await browser.gather(url, run);
  if (!run.calibrate) return gathered.audit();
  return gathered.audit(calibratedSlowdown(gathered.benchmarkIndex));
}
