// The release gate's calibration: the phone's CPU slowdown from the machine's benchmark
// index, and real Lighthouse runs (the gate's Chromium and flags, one browser for both) audited
// with the slowdown of the index each measured itself.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { GATE_SETTINGS, calibratedRun } from '../../scripts/calibrated-lighthouse-run';
import { PHONE_BENCHMARK_INDEX, calibratedSlowdown } from '../../scripts/cpu-slowdown';
import { startLighthouseBrowser } from '../../scripts/lighthouse-browser';

const { collect } = (
  JSON.parse(fs.readFileSync('lighthouserc.json', 'utf8')) as {
    ci: { collect: { chromePath: string; settings: { chromeFlags: string } } };
  }
).ci;

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
      const run = { calibrate: true, settings: GATE_SETTINGS };
      const report = JSON.parse((await calibratedRun(browser, address, run))!) as {
        runtimeError?: unknown;
        environment: { benchmarkIndex: number };
        configSettings: {
          formFactor: string;
          throttlingMethod: string;
          throttling: { cpuSlowdownMultiplier: number; rttMs: number };
        };
        categories: { performance: { score: number } };
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
      expect(report.categories.performance.score).toBeGreaterThan(0.9);
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
