// Every address the rendered home page leads to on this site, read raw as a crawler would:
// its links and the head's <link> elements (styles, fonts, icons, manifest, feed, canonical,
// alternates, author), each answered 200.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

const ORIGIN = 'https://parvaz.example';
const built = fs.existsSync('dist/index.html') && fs.existsSync('build/ssr/entry-server.js');

/** The page's internal addresses from `<a href>` and `<link href>`, without their fragment. */
function internalAddresses(html: string): string[] {
  const hrefs = [...html.matchAll(/<(?:a|link)\s[^>]*?\bhref="([^"]*)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );
  const addresses = hrefs.flatMap((href) => {
    const url = new URL(href, `${ORIGIN}/`);
    return url.origin === ORIGIN ? [url.pathname + url.search] : [];
  });
  return [...new Set(addresses)].sort();
}

describe.runIf(built)('the links of the rendered home page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: true, env: { PUBLIC_ORIGIN: ORIGIN } });
  });
  afterAll(() => t.close());

  it.each(['/', '/en/', '/ar/'])('answer 200 for every address %s leads to', async (home) => {
    const page = await t.app.inject(home);
    expect(page.statusCode).toBe(200);
    const addresses = internalAddresses(page.body);
    // The head's author link is among them, and the page links its own addresses.
    expect(addresses).toContain('/humans.txt');
    expect(addresses.length).toBeGreaterThan(10);
    const answers = await Promise.all(
      addresses.map(async (url) => `${(await t.app.inject(url)).statusCode} ${url}`),
    );
    expect(answers).toEqual(addresses.map((url) => `200 ${url}`));
  });
});

describe('humans.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: true, env: { PUBLIC_ORIGIN: ORIGIN } });
  });
  afterAll(() => t.close());

  it.runIf(fs.existsSync('dist/index.html'))(
    "names the airline's people and the site's contact, in plain text",
    async () => {
      const response = await t.app.inject('/humans.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const text = response.body;
      expect(text).toMatch(/^\/\* TEAM \*\/\n {4}Company: Parvaz Airlines\n/);
      expect(text).toContain('    Name: Mohammad Rahimi\n    Role: Chief executive;');
      expect(text).toContain('/* SITE */\n    Site: https://parvaz.example/en/\n');
      expect(text).toContain('    Contact: info@parvaz.example\n');
      expect(text).toContain('    Language: فارسی, English, العربية\n');
    },
  );
});
