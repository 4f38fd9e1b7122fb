// A Lighthouse CI config as the gate reads it, and the site its runs measure: the built
// service with fresh demo content on the port the config's pages name, and one Chromium,
// both stopped when the work ends or the script is stopped.
import fs from 'node:fs';
import { startBuiltService } from './built-service';
import { startLighthouseBrowser } from './lighthouse-browser';
import type { LighthouseBrowser } from './lighthouse-browser';
import { assertionsOf } from './lighthouse-rule';
import type { Assertion } from './lighthouse-rule';
import { stopOnSignal } from './stop-on-signal';

export interface GateConfig {
  ci: {
    collect: {
      chromePath: string;
      numberOfRuns: number;
      url: string[];
      settings: { chromeFlags: string; preset?: 'desktop' };
    };
    assert: { assertions: Parameters<typeof assertionsOf>[0] };
  };
}

export function readGateConfig(configPath: string): GateConfig & { assertions: Assertion[] } {
  const config = JSON.parse(fs.readFileSync(configPath, 'utf8')) as GateConfig;
  return { ...config, assertions: assertionsOf(config.ci.assert.assertions) };
}

/** Runs `work` against the config's site, with the browser every run shares. */
export async function onGateSite<T>(
  { collect }: GateConfig['ci'],
  work: (browser: LighthouseBrowser) => Promise<T>,
): Promise<T> {
  const service = await startBuiltService({ port: Number(new URL(collect.url[0]!).port) });
  let browser: LighthouseBrowser | undefined;
  const stop = async () => {
    await browser?.close();
    service.stop();
  };
  const released = stopOnSignal(stop);
  try {
    browser = await startLighthouseBrowser({
      chromePath: collect.chromePath,
      chromeFlags: collect.settings.chromeFlags,
    });
    return await work(browser);
  } finally {
    released();
    await stop();
  }
}
