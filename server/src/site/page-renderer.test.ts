// Pages with the site's renderer and without it: the first screen and its answers in the
// HTML, escaped so content cannot end the data element, and the plain shell as fallback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedState } from '@tests/support/rendered-state';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertRenderedPage, loadPageRenderer } from './page-renderer';
import type { RenderedPage } from './page-renderer';

const SHELL = '<body>\n    <div id="root"></div>\n  </body>';

/** What String.replace expands in a replacement string. */
const PATTERN_SEQUENCES = ['$`', "$'", '$&', '$1', '$<name>', '$$', '$0', "x$`y$'z$&"];

describe('insertRenderedPage', () => {
  it('puts the HTML into the root and the answers, escaped, after it', () => {
    const html = insertRenderedPage(SHELL, {
      html: '<h1>Kish</h1>',
      state: { note: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain('<div id="root"><h1>Kish</h1></div>');
    expect(html).not.toContain('</script><script>');
    expect(renderedState(html)).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it.each(PATTERN_SEQUENCES)('inserts %s as it is, without expanding it', (text) => {
    const html = insertRenderedPage(`<p>before</p>${SHELL}<p>after</p>`, {
      html: `<h1>${text}</h1>`,
      state: { text },
    });
    expect(html).toBe(
      `<p>before</p><body>\n    <div id="root"><h1>${text}</h1></div>\n    <script id="rendered-state" type="application/json">${JSON.stringify({ text }).replace(/</g, '\\u003c')}</script>\n  </body><p>after</p>`,
    );
  });
});

const builtRenderer = fs.existsSync('build/ssr/entry-server.js');

const byJson = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);

describe.runIf(builtRenderer)('pages rendered by the service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: true });
  });
  afterAll(() => t.close());

  it('sends the first screen of a post and the answers it was built from', async () => {
    const response = await t.app.inject('/en/blog-list/3-kish-island-in-winter');
    expect(response.statusCode).toBe(200);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script id="rendered-state"/.exec(
      response.body,
    );
    expect(root?.[1]).toMatch(/<h1[^>]*>Kish Island in winter<\/h1>/);
    const state = renderedState(response.body) as {
      queries: { queryKey: unknown[]; state: { status: string } }[];
    };
    const keys = state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('"post"') && key.includes('"en"'))).toBe(true);
    expect(state.queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it('renders a page once when its reads are known, as it renders it when they are found', async () => {
    const render = (await loadPageRenderer(t.app, 'build/ssr/entry-server.js'))!;
    const at = (address: string) => render(`http://localhost${address}`);
    const inputs = (page: RenderedPage | null) =>
      (page!.state as { queries: { queryKey: [string, Record<string, unknown>] }[] }).queries.map(
        ({ queryKey: [name, input] }): Record<string, unknown> & { name: string } => ({
          name,
          ...input,
        }),
      );
    // Arabic lists are rendered nowhere else in this file: its reads are found pass by pass.
    const found = await at('/ar/blog-list?search=كيش');
    expect(found!.passes).toBeGreaterThan(1);
    // The list's other reads are known from that render, and a search's posts are read from
    // the address (the page's addressReads).
    const searched = await at('/ar/blog-list?search=مشهد');
    expect(searched!.passes).toBe(1);
    expect(inputs(searched)).toContainEqual(
      expect.objectContaining({ name: 'posts', search: 'مشهد' }),
    );
    expect(inputs(searched)).not.toContainEqual(expect.objectContaining({ search: 'كيش' }));
    const again = await at('/ar/blog-list?search=كيش');
    expect(again!.passes).toBe(1);
    expect(again!.html).toBe(found!.html);
    expect(inputs(again).sort(byJson)).toEqual(inputs(found).sort(byJson));
    // A post's page reads the post its address names, and its related posts: a post not
    // rendered before is rendered once, and the last post's reads, made on the guess, are
    // not sent.
    await at(`/ar/blog-list/${encodeURIComponent('3-جزيرة-كيش-في-الشتاء')}`);
    const other = await at(`/ar/blog-list/${encodeURIComponent('4-دليل-السفر-في-النوروز')}`);
    expect(other!.passes).toBe(1);
    const posts = inputs(other)
      .filter((input) => ['post', 'relatedPosts'].includes(input.name))
      .map((input) => `${input.name} ${String(input.id)}`);
    expect(posts.sort()).toEqual(['post 4', 'relatedPosts 4']);
  });

  it.each(['/ar/media', '/ar/portfolio', '/ar/v', '/ar/vv', '/ar/about'])(
    'renders %s once its reads are known, the first page of a list included',
    async (address) => {
      const render = (await loadPageRenderer(t.app, 'build/ssr/entry-server.js'))!;
      const found = await render(`http://localhost${address}?first=1`);
      const known = await render(`http://localhost${address}?first=2`);
      expect(found!.passes).toBeGreaterThan(1);
      expect(known!.passes).toBe(1);
      expect(known!.html).toBe(found!.html);
    },
  );

  it('renders Persian pages right to left with Persian text', async () => {
    const response = await t.app.inject('/services');
    expect(response.body).toMatch(/<html lang="fa" dir="rtl">/);
    expect(response.body).toContain('id="rendered-state"');
    expect(response.body).toMatch(/<h1[^>]*>[^<]*[\u0600-\u06ff]/);
  });

  it("preloads the first-screen cuts of each direction's fonts, and only those", async () => {
    const fonts = async (url: string) =>
      [
        ...(await t.app.inject(url)).body.matchAll(
          /<link rel="preload" href="\/assets\/([^"]+\.woff2)" as="font"/g,
        ),
      ].map((match) => match[1]!.replace(/-[\w-]{8}\.woff2$/, ''));
    const vazirmatn = ['vazirmatn-first-400', 'vazirmatn-first-700'];
    expect(await fonts('/services')).toEqual(vazirmatn);
    expect(await fonts('/ar/about')).toEqual(vazirmatn);
    expect(await fonts('/en/about')).toEqual(['roboto-first-400', 'roboto-first-700']);
  });

  it.each([
    ['/no/such/page', 'fa', 'صفحه پیدا نشد', 'بازگشت به صفحه‌ی اصلی'],
    ['/en/no/such/page', 'en', 'Page not found', 'Back to the home page'],
    ['/ar/no/such/page', 'ar', 'الصفحة غير موجودة', null],
    // A post or a form that does not exist: its read answers 404, and that is the screen.
    ['/blog-list/999999-nothing', 'fa', 'صفحه پیدا نشد', 'بازگشت به صفحه‌ی اصلی'],
    ['/en/blog-list/999999-nothing', 'en', 'Page not found', 'Back to the home page'],
    ['/ar/forms/999999-nothing/apply', 'ar', 'الصفحة غير موجودة', null],
  ])(
    'renders the not-found screen of %s in its language, inside the frame',
    async (url, lang, title, link) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      const html = response.body;
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(html).toMatch(new RegExp(`<title[^>]*>${title} \\| `));
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      const root = /<div id="root">([\s\S]*)<\/div>\s*<script id="rendered-state"/.exec(html)?.[1];
      expect(root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(root).toMatch(/<header[\s>]/);
      expect(root).toMatch(/<footer[\s>]/);
      if (link) expect(root).toContain(link);
    },
  );
  it.each(PATTERN_SEQUENCES)('renders a search for %s as text, once', async (text) => {
    for (const url of [
      `/blog-list?search=${encodeURIComponent(text)}`,
      `/en/blog-list?search=${encodeURIComponent(text)}`,
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body.match(/<!doctype/gi)).toHaveLength(1);
      expect(response.body.match(/<div id="root">/g)).toHaveLength(1);
      expect(response.body.match(/<\/html>/g)).toHaveLength(1);
      const keys = JSON.stringify(
        (renderedState(response.body) as { queries: { queryKey: unknown }[] }).queries.map(
          (query) => query.queryKey,
        ),
      );
      expect(keys).toContain(JSON.stringify(text).slice(1, -1));
    }
  });
});

describe('pages without the renderer', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-shell-'));
  fs.copyFileSync(path.resolve('index.html'), path.join(siteDir, 'index.html'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      serveSite: true,
      env: { SITE_DIR: siteDir, SSR_ENTRY: path.join(siteDir, 'missing-renderer.js') },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('sends the shell with the page head, for the browser to render', async () => {
    const response = await t.app.inject('/en/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toMatch(/<title[^>]*>About us \| Parvaz Airlines<\/title>/);
    expect(response.body).not.toContain('rendered-state');
  });
});
