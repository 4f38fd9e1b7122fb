// The release gate's calibration: the phone's CPU slowdown from the machine's benchmark
// index and the share of the CPU the page's main thread had, and a real Lighthouse run (the
// gate's Chromium and flags) audited with the slowdown of the index and share it measured.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { calibratedRun } from '../../scripts/calibrated-lighthouse-run';
import { PHONE_BENCHMARK_INDEX, calibratedSlowdown } from '../../scripts/cpu-slowdown';
import { rendererCpuShare } from '../../scripts/renderer-cpu-share';
import type { TraceEvent } from '../../scripts/renderer-cpu-share';

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

  it("is scaled by the share of the CPU the page's main thread had, down to none", () => {
    expect(calibratedSlowdown(2600, 1)).toBe(4);
    expect(calibratedSlowdown(2600, 0.5)).toBe(2);
    expect(calibratedSlowdown(1250, 0.42)).toBe(1.05);
    expect(calibratedSlowdown(1250, 0.2)).toBe(1);
    expect(() => calibratedSlowdown(2000, 0)).toThrow(/share of the CPU/);
    expect(() => calibratedSlowdown(2000, 1.2)).toThrow(/share of the CPU/);
  });
});

describe("the share of the CPU of the page's main thread", () => {
  const renderer = { pid: 7, tid: 1 };
  const navigation = (url: string, ts: number): TraceEvent => ({
    name: 'navigationStart',
    ph: 'R',
    ...renderer,
    ts,
    args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
  });
  const task = (ts: number, dur: number, tdur: number, thread = renderer): TraceEvent => ({
    name: 'RunTask',
    ph: 'X',
    ...thread,
    ts,
    dur,
    tdur,
  });

  it("is the thread time over the length of the page's top-level tasks from its navigation on", () => {
    const events = [
      navigation('about:blank', 0),
      task(10, 1_000, 1_000), // before the page's navigation
      navigation('http://127.0.0.1:4173/', 5_000),
      task(6_000, 30_000, 10_000),
      task(7_000, 5_000, 5_000), // nested in the task before: part of it
      task(40_000, 10_000, 10_000),
      task(41_000, 9_000_000, 1, { pid: 8, tid: 1 }), // another process
      task(60_000, 20_000, 5_000, { pid: 7, tid: 2 }), // another thread of the renderer
    ];
    expect(rendererCpuShare(events)).toBeCloseTo(20_000 / 40_000);
  });

  it('is 1 at most, and refuses a trace without the page or its tasks', () => {
    const events = [navigation('https://example.org/', 0), task(1, 10, 12)];
    expect(rendererCpuShare(events)).toBe(1);
    expect(() => rendererCpuShare([task(1, 10, 5)])).toThrow(/no navigation/);
    expect(() => rendererCpuShare([navigation('http://a.test/', 0)])).toThrow(/no task/);
  });
});

describe('a calibrated Lighthouse run', () => {
  it('is audited with the slowdown of the benchmark index and CPU share it measured', async () => {
    const page = '<!doctype html><html lang="en"><title>Run</title><h1>A page</h1></html>';
    const server = http.createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const run = await calibratedRun(`http://127.0.0.1:${port}/`, {
        chromePath: collect.chromePath,
        chromeFlags: collect.settings.chromeFlags,
      });
      const report = JSON.parse(run.report) as {
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
      expect(run.cpuShare).toBeGreaterThan(0);
      expect(run.cpuShare).toBeLessThanOrEqual(1);
      expect(report.configSettings.throttling.cpuSlowdownMultiplier).toBe(
        calibratedSlowdown(report.environment.benchmarkIndex, run.cpuShare),
      );
      // Everything else is Lighthouse's phone as before: simulated, its network unchanged.
      expect(report.configSettings.formFactor).toBe('mobile');
      expect(report.configSettings.throttlingMethod).toBe('simulate');
      expect(report.configSettings.throttling.rttMs).toBe(150);
      expect(report.categories.performance.score).toBeGreaterThan(0.9);
    } finally {
      server.close();
    }
  });
});
