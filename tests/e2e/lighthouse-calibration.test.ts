// The release gate's calibration: the phone's CPU slowdown from the machine's benchmark
// index, and real Lighthouse runs (the gate's Chromium and flags, one browser for both) audited
// with the slowdown of the index each measured itself.
import fs from 'node:fs';
import http from 'node:http';
import { defaultConfig } from 'lighthouse';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { calibratedRun, gateSettings } from '../../scripts/calibrated-lighthouse-run';
import { PHONE_BENCHMARK_INDEX, calibratedSlowdown } from '../../scripts/cpu-slowdown';
import { startLighthouseBrowser } from '../../scripts/lighthouse-browser';
import { assertionsOf } from '../../scripts/lighthouse-rule';

const { collect, assert } = (
  JSON.parse(fs.readFileSync('lighthouserc.json', 'utf8')) as {
    ci: {
      collect: { chromePath: string; settings: { chromeFlags: string } };
      assert: { assertions: Parameters<typeof assertionsOf>[0] };
    };
  }
).ci;
const assertions = assertionsOf(assert.assertions);

describe('CPU slowdown of the phone runs', () => {
  it("is in proportion to the index below 2,000, where it reaches Lighthouse's 4×", () => {
    expect(calibratedSlowdown(2000)).toBe(4);
    expect(calibratedSlowdown(1250)).toBe(2.5);
    expect(calibratedSlowdown(1999)).toBe(4);
    expect(calibratedSlowdown(1234)).toBe(2.47);
    expect(calibratedSlowdown(PHONE_BENCHMARK_INDEX)).toBe(1);
  });

  it("is never more than Lighthouse's 4× nor less than none, and refuses a missing index", () => {
    expect(calibratedSlowdown(200)).toBe(1);
    expect(calibratedSlowdown(2600)).toBe(4);
    expect(calibratedSlowdown(9000)).toBe(4);
    expect(() => calibratedSlowdown(0)).toThrow(/benchmark index/);
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/benchmark index/);
  });
});

describe('a calibrated Lighthouse run', () => {
  it('is audited with the slowdown of the benchmark index it measured', async () => {
    const page = '<!doctype html><html lang="en"><title>Run</title><h1>A page</h1></html>';
    const server = http.createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await startLighthouseBrowser({
      chromePath: collect.chromePath,
      chromeFlags: collect.settings.chromeFlags,
    });
    try {
      const { port } = server.address() as AddressInfo;
      const address = `http://127.0.0.1:${port}/`;
      const run = { calibrate: true, settings: gateSettings(assertions) };
      const report = JSON.parse((await calibratedRun(browser, address, run))!) as {
        runtimeError?: unknown;
        environment: { benchmarkIndex: number };
        configSettings: {
          formFactor: string;
          throttlingMethod: string;
          throttling: { cpuSlowdownMultiplier: number; rttMs: number };
        };
        categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
        audits: Record<string, unknown>;
      };
      expect(report.runtimeError).toBeUndefined();
      expect(report.environment.benchmarkIndex).toBeGreaterThan(0);
      expect(report.configSettings.throttling.cpuSlowdownMultiplier).toBe(
        calibratedSlowdown(report.environment.benchmarkIndex),
      );
      // Everything else is Lighthouse's phone as before: simulated, its network unchanged.
      expect(report.configSettings.formFactor).toBe('mobile');
      expect(report.configSettings.throttlingMethod).toBe('simulate');
      expect(report.configSettings.throttling.rttMs).toBe(150);
      expect(report.categories.performance!.score).toBeGreaterThan(0.9);
      // Every asserted category is scored, from every audit that weighs in it; the audits no
      // assertion reads are not run.
      for (const category of ['performance', 'accessibility', 'best-practices', 'seo'])
        expect(report.categories[category]?.score).toBeTypeOf('number');
      const categories = defaultConfig.categories as Record<
        string,
        { auditRefs: { id: string; weight: number }[] }
      >;
      for (const [name, { auditRefs }] of Object.entries(categories)) {
        const run = report.categories[name]!.auditRefs.map(({ id }) => id);
        const weighing = auditRefs.filter(({ weight }) => weight > 0).map(({ id }) => id);
        expect(run).toEqual(expect.arrayContaining(weighing));
      }
      expect(Object.keys(report.audits)).toEqual(
        expect.arrayContaining([
          'total-blocking-time',
          'largest-contentful-paint',
          'errors-in-console',
        ]),
      );
      for (const skipped of ['uses-optimized-images', 'bf-cache', 'unused-javascript'])
        expect(report.audits[skipped]).toBeUndefined();
      // The browser stays for the next run: a second run in it is measured the same way.
      const again = JSON.parse((await calibratedRun(browser, address, run))!) as typeof report;
      expect(again.runtimeError).toBeUndefined();
      expect(again.configSettings.throttling.cpuSlowdownMultiplier).toBe(
        calibratedSlowdown(again.environment.benchmarkIndex),
      );
    } finally {
      await browser.close();
      server.close();
    }
  });
});
