// Waits until the site's service worker is installed and controls the page, so what the
// page loads from then on goes through it (and can be served offline).
import type { Page } from 'playwright-core';

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}
