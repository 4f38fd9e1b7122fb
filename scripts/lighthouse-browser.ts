// One Chromium for every Lighthouse run of the gate, and Lighthouse run in this process.
// Lighthouse's command line starts a Node process and a browser for each step of each run
// (about 5 s of a 17–21 s run here, and the run's trace written and read back between its
// gather and its audit). Each run here has a browser context of its own, as fresh as a new
// profile (no storage, cache or service worker of an earlier run: Lighthouse's own reset
// of the site's storage left its IndexedDB reported in use), closed after the run. A run is gathered and audited as two steps, as the
// command line's gather and audit modes do, so that the audit's settings can follow what the
// gather measured (scripts/calibrated-lighthouse-run.ts). Those two steps are Lighthouse's
// own modules (its `navigation()` is exactly them in turn), pinned with its version.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import type { Config, Flags } from 'lighthouse';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';

export interface RunSettings {
  settings?: Flags;
  config?: Config;
}

/** A gathered run: its benchmark index, and its audit with settings changed as given. */
export interface GatheredRun {
  benchmarkIndex: number;
  /** Why Lighthouse could not load the page (its report's runtime error), if it could not. */
  runtimeError?: string;
  /** The report as Lighthouse's JSON; `cpuSlowdownMultiplier` replaces the gather's. */
  audit(cpuSlowdownMultiplier?: number): Promise<string>;
}

export interface LighthouseBrowser {
  /** Gathers `url` in a new tab. */
  gather(url: string, run: RunSettings): Promise<GatheredRun>;
  close(): Promise<void>;
}

/** The config's flags as arguments: a value in double quotes is one argument, quotes removed. */
export function chromeArguments(flags: string): string[] {
  return [...flags.matchAll(/(?:[^\s"]+|"[^"]*")+/g)].map(([flag]) => flag.replaceAll('"', ''));
}

export async function startLighthouseBrowser(options: {
  chromePath: string;
  chromeFlags: string;
}): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: chromeArguments(options.chromeFlags),
    logLevel: 'error',
    // The scripts stop the browser themselves on a signal, with what else they started.
    handleSIGINT: false,
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  return {
    async gather(url, { settings, config }) {
      const flags: Flags = { ...settings, output: 'json', logLevel: 'error' };
      const context = await browser.createBrowserContext();
      const gathering = context
        .newPage()
        .then((page) => navigationGather(page, url, { flags, config }));
      const { artifacts, runnerOptions } = await gathering.finally(() => context.close());
      const { resolvedConfig } = runnerOptions;
      const failure = Runner.getArtifactRuntimeError(artifacts);
      return {
        benchmarkIndex: artifacts.BenchmarkIndex,
        runtimeError: failure && `${failure.code}: ${failure.message}`,
        async audit(cpuSlowdownMultiplier) {
          const throttling = { ...resolvedConfig.settings.throttling };
          if (cpuSlowdownMultiplier !== undefined)
            throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
          // The audit refuses settings other than those the artifacts were gathered with.
          const auditSettings = { ...resolvedConfig.settings, throttling };
          const result = await Runner.audit(
            { ...artifacts, settings: auditSettings },
            // A fresh cache: what was computed under other settings is computed again.
            {
              resolvedConfig: { ...resolvedConfig, settings: auditSettings },
              computedCache: new Map(),
            },
          );
          if (!result) throw new Error(`Lighthouse gave no report for ${url}`);
          return result.report as string;
        },
      };
    },
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}
