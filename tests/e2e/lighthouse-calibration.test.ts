// The release gate's calibration: the phone's CPU slowdown from the machine's benchmark
// index, and the index itself measured in the gate's Chromium with the gate's flags.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chromeArguments, measureBenchmarkIndex } from '../../scripts/benchmark-index';
import { PHONE_BENCHMARK_INDEX, calibratedSlowdown } from '../../scripts/cpu-slowdown';

const { collect } = (
  JSON.parse(fs.readFileSync('lighthouserc.json', 'utf8')) as {
    ci: { collect: { chromePath: string; settings: { chromeFlags: string } } };
  }
).ci;

describe('CPU slowdown of the phone runs', () => {
  it("is Lighthouse's 4× at the top of its high-end desktop class, in proportion elsewhere", () => {
    expect(calibratedSlowdown(2000)).toBe(4);
    expect(calibratedSlowdown(1250)).toBe(2.5);
    expect(calibratedSlowdown(2600)).toBe(5.2);
    expect(calibratedSlowdown(1234)).toBe(2.47);
    expect(calibratedSlowdown(PHONE_BENCHMARK_INDEX)).toBe(1);
  });

  it("stays within the throttling guide's range and refuses a missing index", () => {
    expect(calibratedSlowdown(200)).toBe(1);
    expect(calibratedSlowdown(9000)).toBe(10);
    expect(() => calibratedSlowdown(0)).toThrow(/benchmark index/);
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/benchmark index/);
  });
});

describe('benchmark index', () => {
  it("splits the gate's Chromium flags, keeping the quoted resolver rules whole", () => {
    const args = chromeArguments(collect.settings.chromeFlags);
    expect(args).toContain('--headless');
    expect(args).toContain('--no-sandbox');
    expect(args).toContain(
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    );
  });

  it("is measured in the gate's Chromium, the median of its measures", async () => {
    const index = await measureBenchmarkIndex(collect.chromePath, collect.settings.chromeFlags, 3);
    expect(index.measures).toHaveLength(3);
    for (const value of index.measures) expect(value).toBeGreaterThan(0);
    const sorted = [...index.measures].sort((a, b) => a - b);
    expect(index.median).toBe(sorted[1]);
  });
});
