// The machine's Lighthouse benchmark index, measured as Lighthouse measures it at the start of
// each run: its own page function, in a blank page of a Chromium started by its own launcher
// with the gate's flags. One measure takes a second and spreads widely on a shared machine
// (1,000 and 1,700 a few seconds apart), so the median of several is taken.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './median';

/** Splits a Lighthouse `chromeFlags` string into arguments, keeping quoted values whole. */
export function chromeArguments(flags: string): string[] {
  const parts = flags.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
  return parts.map((part) => part.replace(/"/g, ''));
}

export async function measureBenchmarkIndex(
  chromePath: string,
  flags: string,
  measures = 5,
): Promise<{ median: number; measures: number[] }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromeArguments(flags) });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const values: number[] = [];
    for (let i = 0; i < measures; i++) {
      const page = await browser.newPage();
      values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      await page.close();
    }
    await browser.disconnect();
    return { median: median(values), measures: values };
  } finally {
    chrome.kill();
  }
}
