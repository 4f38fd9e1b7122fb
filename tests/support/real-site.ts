// For browser tests: the real service with the built site and demo content, and Debian's
// Chromium, ready before a describe block's tests and closed after them.
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import type { TestBrowser } from './browser';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

export interface RealSite {
  t: TestApp;
  chromium: TestBrowser;
  origin: string;
}

export interface SharedSite {
  chromium: TestBrowser;
  origin: string;
}

/**
 * A service of the file's own on a free port, for files that change content, count visits
 * or read the database.
 */
export function withRealSite(options: { serviceWorkers?: 'allow' | 'block' } = {}): RealSite {
  const site = {} as RealSite;
  beforeAll(async () => {
    site.t = await createTestApp({ serveSite: true });
    site.origin = await site.t.app.listen({ port: 0, host: '127.0.0.1' });
    site.chromium = await launchBrowser(options);
  });
  afterAll(async () => {
    await site.chromium?.close();
    await site.t?.close();
  });
  return site;
}

/**
 * The service every read-only file shares (started once, tests/support/shared-site-setup.ts):
 * for files that only read the demo content and whose checks do not depend on what other
 * files read. Chromium stays one per file: one browser driven by three files at once over
 * Playwright's socket made the files slower (docs/checks.md).
 */
export function withSharedSite(): SharedSite {
  const site = { origin: inject('sharedSiteOrigin') } as SharedSite;
  beforeAll(async () => {
    site.chromium = await launchBrowser();
  });
  afterAll(async () => {
    await site.chromium?.close();
  });
  return site;
}
