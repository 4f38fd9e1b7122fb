// The about page in Chromium against the real service and its demo content.
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import { withRealSite } from '../support/real-site';

describe('about page', () => {
  const site = withRealSite();

  for (const [path, title, director] of [
    ['/about', 'از یک هواپیما تا بیست مقصد', 'مریم احمدی'],
    ['/en/about', 'From one aircraft to twenty destinations', 'Maryam Ahmadi'],
  ] as const) {
    for (const width of [375, 1280]) {
      it(`shows its sections at ${path} at ${width}px`, async () => {
        const { page, consoleErrors } = await site.chromium.newPage(width);
        await page.goto(`${site.origin}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByText(director).first().waitFor({ state: 'attached' });
        expect(await page.getByRole('heading', { level: 2 }).count()).toBe(4);
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await page.close();
      });
    }
  }

  it('goes back to the home page when the language has no about page', async () => {
    await site.t.db
      .deleteFrom('pages')
      .where('policy', '=', 'about-page')
      .where('lang', '=', 'ar')
      .execute();
    await site.t.app.contentChanged();
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/ar/about`);
    await page.waitForURL(`${site.origin}/ar/`);
    await page.close();
  });
  for (const [prefix, goTo] of [
    ['', 'رفتن به اسلاید 1'],
    ['/ar', 'الانتقال إلى الشريحة 1'],
    ['/en', 'Go to slide 1'],
  ] as const) {
    it(`labels the sliders' dots in the page's language (${prefix || '/fa'})`, async () => {
      const { page } = await site.chromium.newPage(375);
      await page.goto(`${site.origin}${prefix}/about`);
      // A screen as tall as the page brings every row on screen: each becomes a slider.
      await page.setViewportSize({ width: 375, height: 8000 });
      const firstDots = page.locator('.swiper-initialized .swiper-pagination-bullet:first-child');
      await expect.poll(() => firstDots.count()).toBeGreaterThanOrEqual(1);
      expect(new Set(await firstDots.evaluateAll((dots) => dots.map((d) => d.ariaLabel)))).toEqual(
        new Set([goTo]),
      );
      await page.close();
    });
  }
});
