// For browser tests: the real service with the built site and demo content on a free port,
// and Debian's Chromium, started before a describe block's tests and stopped after them.
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import type { TestBrowser } from './browser';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

export interface RealSite {
  t: TestApp;
  chromium: TestBrowser;
  origin: string;
}

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
