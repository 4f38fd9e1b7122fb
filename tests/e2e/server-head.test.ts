// The head the service wrote stays as it is while the page loads and comes to life (the
// title a visitor sees never changes, and no head code is loaded); at the first navigation
// inside the SPA its tags go, and the SPA describes the next page from the same
// description the service uses.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withSharedSite } from '../support/real-site';

/** The head's facts as `key value` lines, sorted: of the page, or of the HTML given. */
function headFacts(page: Page, html?: string): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = source ? new DOMParser().parseFromString(source, 'text/html') : document;
    const facts = [`title ${doc.title}`];
    const metas = doc.head.querySelectorAll(
      'meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property]',
    );
    for (const meta of metas) {
      const key = meta.getAttribute('property') ?? meta.getAttribute('name');
      facts.push(`${key} ${meta.getAttribute('content')}`);
    }
    for (const link of doc.head.querySelectorAll('link[rel="canonical"], link[hreflang]')) {
      const key = link.getAttribute('hreflang') ?? 'canonical';
      facts.push(`${key === 'canonical' ? key : `hreflang:${key}`} ${link.getAttribute('href')}`);
    }
    return facts.sort();
  }, html);
}

describe('server-rendered head, taken over by the SPA', () => {
  const site = withSharedSite();

  for (const [path, title] of [
    ['/en/blog-list/3-kish-island-in-winter', 'Kish Island in winter | Parvaz Airlines'],
    ['/blog-list', 'وبلاگ | هواپیمایی پرواز'],
    ['/en/about', 'About us | Parvaz Airlines'],
  ] as const) {
    it(`keeps one title from the first byte on ${path}`, async () => {
      const { page, consoleErrors } = await site.chromium.newPage(1280);
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { seenTitles: string[] }).seenTitles = seen;
        const record = () => {
          if (seen.at(-1) !== document.title) seen.push(document.title);
        };
        new MutationObserver(record).observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        document.addEventListener('DOMContentLoaded', record);
      });
      const headCode: string[] = [];
      page.on('request', (request) => {
        if (/\/page-head-[\w-]+\.js$/.test(request.url())) headCode.push(request.url());
      });
      await page.goto(`${site.origin}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(headCode).toEqual([]);
      expect(await page.locator('head title[data-ssr-head="shell"]').count()).toBe(1);
      const seen = await page.evaluate(
        () => (window as unknown as { seenTitles: string[] }).seenTitles,
      );
      expect(seen.filter(Boolean)).toEqual([title]);
      expect(await page.locator('head title').count()).toBe(1);
      expect(await page.locator('head meta[name="description"]').count()).toBe(1);
      expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('drops the first page tags at the first navigation and titles the next page', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/en/blog-list/3-kish-island-in-winter`);
    await page.getByRole('heading', { level: 1, name: 'Kish Island in winter' }).waitFor();
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBeGreaterThan(
      0,
    );
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Blog' })
      .first()
      .click();
    await page.waitForURL(/\/en\/blog-list$/);
    await expect.poll(() => page.title()).toBe('Blog | Parvaz Airlines');
    expect(await page.locator('head [data-ssr-head]').count()).toBe(0);
    await page.close();
  });

  for (const [lang, start, link, title] of [
    ['en', '/en/blog-list/3-kish-island-in-winter', 'Blog', 'Blog | Parvaz Airlines'],
    [
      'fa',
      `/blog-list?search=${encodeURIComponent('زمستان')}`,
      'ادامه مطلب: سفر به کیش در زمستان',
      'سفر به کیش در زمستان | هواپیمایی پرواز',
    ],
  ] as const) {
    it(`describes the next page as the service does after a navigation (${lang})`, async () => {
      const { page, consoleErrors } = await site.chromium.newPage(1280);
      await page.goto(`${site.origin}${start}`);
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await expect.poll(() => page.title()).toBe(title);
      const served = await (await fetch(page.url())).text();
      // Only the service knows the other languages' addresses.
      const expected = (await headFacts(page, served)).filter((f) => !f.startsWith('hreflang:'));
      await expect.poll(() => headFacts(page)).toEqual(expected);
      const canonical = new URL(page.url());
      canonical.search = '';
      expect(expected).toContain(`canonical ${canonical.href}`);
      expect(expected).toContain(`og:url ${canonical.href}`);
      expect(await page.locator('head title').count()).toBe(1);
      expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('asks not to index a not-found screen reached inside the SPA', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/en/about`);
    // As a stale link inside the site would: the router follows the history.
    await page.evaluate(() => {
      history.pushState(null, '', '/en/blog-list/9999-missing');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect.poll(() => headFacts(page)).toContain('robots noindex');
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(0);
    await page.close();
  });
});
