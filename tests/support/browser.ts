// Debian's Chromium driven by playwright-core, with every request kept on this machine and
// a fresh profile per launch; pages collect console errors so tests can insist on none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/**
 * A page the service rendered can be read before it answers input; tests act like a
 * visitor who waits for that, so `goto` and `reload` return once the site marks the
 * document ready (`<html data-ready>`, src/app/ready-marker.tsx).
 */
function waitForReadyAfterLoads(page: Page): void {
  const ready = () =>
    page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

export interface TestBrowser {
  browser: BrowserContext;
  newPage(width: number): Promise<{ page: Page; consoleErrors: string[] }>;
  close(): Promise<void>;
}

/** A test browser over a browser context: pages get the ready-aware loads and console capture. */
function testBrowser(context: BrowserContext, close: () => Promise<void>): TestBrowser {
  return {
    browser: context,
    async newPage(width: number) {
      const page = await context.newPage();
      waitForReadyAfterLoads(page);
      await page.setViewportSize({ width, height: 900 });
      // A step that cannot happen fails within seconds, naming the step, not the test.
      page.setDefaultTimeout(15_000);
      const consoleErrors: string[] = [];
      page.on(
        'console',
        (message) => message.type() === 'error' && consoleErrors.push(message.text()),
      );
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      return { page, consoleErrors };
    },
    close,
  };
}

/**
 * Screens are tested against the live service; only the offline tests let the service
 * worker in, so its caches never answer for another test.
 */
export async function launchBrowser(
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<TestBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  return testBrowser(context, async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });
}

export type { Browser, Page };
