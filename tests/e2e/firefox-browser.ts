// Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi, with a fresh profile
// per launch and no connection of its own beyond this machine; pages collect console
// errors, and the waits offline use needs (the service worker in control, a language's
// saved query cache) as tests/support/offline.ts has them for Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';
import { expect } from 'vitest';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

export interface TestFirefox {
  browser: Browser;
  newPage(width: number): Promise<{ page: Page; consoleErrors: string[] }>;
  close(): Promise<void>;
}

export async function launchFirefox(): Promise<TestFirefox> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: {
      // Puppeteer's own preferences quiet most of Firefox's calls home; these are the rest.
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
  return {
    browser,
    async newPage(width: number) {
      const page = await browser.newPage();
      await page.setViewport({ width, height: 900 });
      // A step that cannot happen fails within seconds, naming the step, not the test.
      page.setDefaultTimeout(15_000);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(String(error)));
      return { page, consoleErrors };
    },
    async close() {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A page the service rendered can be read before it answers input; tests act like a
 * visitor who waits for that (`<html data-ready>`, src/app/ready-marker.tsx).
 */
export async function whenReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), {
    polling: 100,
  });
}

export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await whenReady(page);
}

export async function reload(page: Page): Promise<void> {
  await page.reload();
  await whenReady(page);
}

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, {
    polling: 100,
  });
}

/** Waits until the language's saved query cache holds a query whose key contains `text`. */
export async function waitForSavedQuery(page: Page, lang: string, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (key) =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('parvaz-query-cache');
              // Not made yet: leave making it (and its version) to the site.
              open.onupgradeneeded = () => open.transaction?.abort();
              open.onsuccess = () => {
                const database = open.result;
                if (!database.objectStoreNames.contains('entries')) {
                  database.close();
                  return resolve('');
                }
                const read = database.transaction('entries').objectStore('entries').get(key);
                read.onsuccess = () => resolve(String(read.result?.value ?? ''));
                read.onerror = () => resolve('');
                // An open connection would hold up the site's own upgrades.
                database.close();
              };
              open.onerror = () => resolve('');
            }),
          `queries:${lang}`,
        ),
      { timeout: 5000 },
    )
    .toContain(text);
}

/** The text of the first element `selector` finds, or null when there is none. */
export async function textOf(page: Page, selector: string): Promise<string | null> {
  const element = await page.$(selector);
  if (!element) return null;
  try {
    return await element.evaluate((node) => node.textContent);
  } finally {
    await element.dispose();
  }
}
