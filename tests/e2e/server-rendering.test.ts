// Pages rendered by the service: readable before any JavaScript runs, then hydrated by
// the site without errors and without asking the service again for what is on screen,
// after which the site works as the app it is.
import { describe, expect, it } from 'vitest';
import { withSharedSite } from '../support/real-site';

const POST_EN = '/en/blog-list/3-kish-island-in-winter';

describe('pages rendered by the service', () => {
  const site = withSharedSite();

  for (const [path, heading, dir] of [
    ['/', 'آسمان، نزدیک‌تر از همیشه', 'rtl'],
    [POST_EN, 'Kish Island in winter', 'ltr'],
    ['/ar/about', null, 'rtl'],
  ] as const) {
    it(`shows ${path} with no JavaScript at all`, async () => {
      const page = await site.chromium.browser.newPage();
      await page.setViewportSize({ width: 375, height: 900 });
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${site.origin}${path}`);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await h1.waitFor();
      if (heading) expect(await h1.textContent()).toBe(heading);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      // The header's links are real links a visitor can follow without the app.
      expect(await page.locator('header a[href]').count()).toBeGreaterThan(3);
      // Nothing ran: what shows is the service's HTML alone.
      expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
      await page.close();
    });
  }

  it('hydrates a post without errors or new reads, then navigates inside the app', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(1280);
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/cms/') && !url.pathname.startsWith('/cms/media/'))
        reads.push(url.pathname);
    });
    await page.goto(`${site.origin}${POST_EN}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Kish Island in winter' }).waitFor();
    expect(reads).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // A document load would clear this mark; a navigation inside the app keeps it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Blog' })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
