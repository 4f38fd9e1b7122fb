// Publishing is live and forgets only what shows the post: after a post's title is
// published in English, every cached page that showed the post is rendered again with the
// new title, and every cached page that did not is still sent from the cache.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../../tests/support/test-app';
import type { TestApp } from '../../../../../tests/support/test-app';
import { fromApp, readSitemaps } from '../../../../../tests/support/read-sitemaps';
import { addTestAccount, publishPostTitle, signIn } from '../studio-test-client';
import type { TestSession } from '../studio-test-client';

const builtRenderer = fs.existsSync('build/ssr/entry-server.js');
const OLD_TITLE = 'Kish Island in winter';
const NEW_TITLE = 'Kish, warmer than you think';
const ORIGIN = 'https://parvaz.example';

describe.runIf(builtRenderer)('publishing a post, live', () => {
  let t: TestApp;
  let editor: TestSession;
  let pages: string[] = [];
  beforeAll(async () => {
    // Counted visits are written (and the answers showing them prepared again) only at the
    // end here, so what stays prepared is what the publish kept.
    t = await createTestApp({
      serveSite: true,
      env: { PUBLIC_ORIGIN: ORIGIN, VISIT_FLUSH_MS: '3600000' },
    });
    await addTestAccount(t.app, 'editor');
    editor = await signIn(t.app, 'editor@parvaz.test');
    const { urls } = await readSitemaps(fromApp(t.app), ORIGIN);
    pages = urls
      .map((url) => new URL(url.loc).pathname)
      .filter((path) => !/^\/ar(\/|$)/.test(path));
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('renders again exactly the cached pages that showed the post, and is seen at once', async () => {
    const before = new Map<string, string>();
    for (const page of pages) {
      const response = await get(page);
      if (response.statusCode === 200) before.set(page, response.body);
    }
    for (const page of before.keys())
      expect((await get(page)).headers['x-cache'], page).toBe('hit');
    expect(before.size).toBeGreaterThan(20);
    await get('/cms/faq/v1?lang=en');
    await get('/cms/content/v1/Blog/?lang=fa&limit=9');

    const published = await publishPostTitle(t.app, editor, 3, 'en', NEW_TITLE);
    expect(published.statusCode).toBe(200);

    let kept = 0;
    let renderedAgain = 0;
    for (const [page, body] of before) {
      // The post's own page has moved to its new address (checked below).
      if (/\/blog-list\/3-/.test(page)) continue;
      const response = await get(page);
      if (body.includes(OLD_TITLE)) {
        expect(response.headers['x-cache'], page).toBe('miss');
        expect(response.body, page).not.toContain(OLD_TITLE);
        expect(response.body, page).toContain(NEW_TITLE);
        renderedAgain++;
      } else {
        expect(response.headers['x-cache'], page).toBe('hit');
        kept++;
      }
    }
    expect(renderedAgain).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(renderedAgain);

    // The post's old address leads to its new one; the API answers the new title.
    const oldAddress = await get('/en/blog-list/3-kish-island-in-winter');
    expect(oldAddress.statusCode).toBe(301);
    expect(oldAddress.headers.location).toBe('/en/blog-list/3-kish-warmer-than-you-think');
    expect((await get('/cms/content/v1/Blog/3?lang=en')).json().title).toBe(NEW_TITLE);
    // The sitemap names the new address.
    const { urls } = await readSitemaps(fromApp(t.app), ORIGIN);
    expect(urls.map((url) => new URL(url.loc).pathname)).toContain(
      '/en/blog-list/3-kish-warmer-than-you-think',
    );
    // Answers of other areas and other languages stay prepared.
    expect(t.app.prepared.peek('/cms/faq/v1?lang=en')).toBeDefined();
    expect(t.app.prepared.peek('/cms/content/v1/Blog/?lang=fa&limit=9')).toBeDefined();
  });
});
