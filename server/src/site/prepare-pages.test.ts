// The fixed pages rendered into the page cache at start, in every active language, for
// the origin visitors' requests are given: the public one, or the listening address.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { fixedPageAddresses, prepareFixedPages } from './prepare-pages';

const builtRenderer = fs.existsSync('build/ssr/entry-server.js');

const settings: { origin: string; env: Record<string, string> }[] = [
  { origin: 'the public origin', env: { PUBLIC_ORIGIN: 'https://www.parvaz.example' } },
  { origin: 'the listening address', env: { HOST: '0.0.0.0', PORT: '8080' } },
];

describe.runIf(builtRenderer).each(settings)('pages prepared at start, for $origin', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: true, env });
  });
  afterAll(() => t.close());

  it('names each fixed page once in each active language', () => {
    const addresses = fixedPageAddresses(t.app.languages.list());
    expect(addresses).toEqual(
      expect.arrayContaining(['/', '/en/', '/ar/', '/blog-list', '/en/about']),
    );
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it("sends every fixed page from the cache at a visitor's first request", async () => {
    expect(t.app.pages.size.entries).toBe(0);
    await prepareFixedPages(t.app);
    const addresses = fixedPageAddresses(t.app.languages.list());
    expect(t.app.pages.size.entries).toBe(addresses.length);
    for (const address of addresses) {
      const answer = await t.app.inject({
        method: 'GET',
        url: address,
        headers: { host: 'www.parvaz.example' },
      });
      expect([answer.statusCode, answer.headers['x-cache']], address).toEqual([200, 'hit']);
      expect(answer.body, address).toContain('<script id="rendered-state"');
    }
  });
});
