// Each language's blog feed checked with the standards' own tools: a strict XML parser
// and an RSS parser, as a feed reader would read it.
import { XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { siteDirWithShell } from '@tests/support/site-dir';

const ORIGIN = 'https://parvaz.example';
const site = siteDirWithShell();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ serveSite: true, env: { SITE_DIR: site.dir, PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

describe.each([
  ['fa', '/feed.xml', ''],
  ['en', '/en/feed.xml', '/en'],
  ['ar', '/ar/feed.xml', '/ar'],
])('the %s blog feed', (lang, address, prefix) => {
  it('is well-formed XML', async () => {
    const response = await t.app.inject({ method: 'GET', url: address });
    expect(response.statusCode).toBe(200);
    expect(XMLValidator.validate(response.body, { allowBooleanAttributes: false })).toBe(true);
  });

  it('reads as RSS 2.0 with a permalink guid, a link and a date for every post', async () => {
    const body = (await t.app.inject({ method: 'GET', url: address })).body;
    const feed = await new Parser().parseString(body);
    expect(feed.link).toBe(`${ORIGIN}${prefix}/blog-list`);
    expect(feed.language).toBe(lang);
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(item.link).toMatch(new RegExp(`^${ORIGIN}${prefix}/blog-list/\\d+-`));
      expect(item.guid).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
    }
    expect(body).toMatch(/<guid isPermaLink="true">https:/);
    const dates = feed.items.map((item) => Date.parse(item.pubDate!));
    expect(dates.every((d, i) => i === 0 || d <= dates[i - 1]!)).toBe(true);
  });
});
