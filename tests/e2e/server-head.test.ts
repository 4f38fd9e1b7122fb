// The SPA takes over the head the service wrote without a flash: the title a visitor sees
// never changes while the page loads, and the server's page tags go at the first
// navigation inside the SPA.
import { describe, expect, it } from 'vitest';
import { withRealSite } from '../support/real-site';

describe('server-rendered head, taken over by the SPA', () => {
  const site = withRealSite();

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
      await page.goto(`${site.origin}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect
        .poll(() => page.locator('head [data-ssr-head="shell"]').count(), { timeout: 5000 })
        .toBe(0);
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
});
