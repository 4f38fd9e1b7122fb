// Waits for what offline use needs: the site's service worker installed and in control of
// the page (so what it loads from then on can be served offline), and a language's query
// cache saved in IndexedDB.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** Waits until the language's saved query cache holds a query whose key contains `text`. */
export async function waitForSavedQuery(page: Page, lang: string, text: string) {
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

/**
 * Console errors that are faults in a test that cuts the network: Chromium and the service
 * worker log every request that failed for want of one.
 */
export const offlineFaults = (consoleErrors: string[]) =>
  consoleErrors.filter(
    (message) =>
      !/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|Network Error|FetchEvent|no-response/.test(
        message,
      ),
  );
