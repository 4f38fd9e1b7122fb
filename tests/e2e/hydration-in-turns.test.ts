// A page the service rendered comes to life part by part (src/shared/hydration/in-turn.tsx):
// React keeps the service's elements (nothing is rendered anew in the browser), each part
// is hydrated in a commit and task of its own, and the page answers input once the last
// part is alive.
import { describe, expect, it } from 'vitest';
import { withSharedSite } from '../support/real-site';

/** Keeps the service's elements of the page, before any script of the site has run. */
const KEEP_SERVER_ELEMENTS = `
  document.addEventListener('DOMContentLoaded', () => {
    window.serverElements = [...document.querySelectorAll('#root header, #root main section, #root footer, #root main a, #root main button, #root img')];
  });
`;

describe('hydration in turns', () => {
  const site = withSharedSite();

  for (const [path, width] of [
    ['/', 375],
    ['/en/', 1280],
    ['/ar/about', 375],
    ['/en/blog-list/3-kish-island-in-winter', 375],
    ['/blog-list', 1280],
    ['/media', 375],
  ] as const) {
    it(`keeps every element the service rendered on ${path} at ${width} px`, async () => {
      const { page, consoleErrors } = await site.chromium.newPage(width);
      await page.addInitScript({ content: KEEP_SERVER_ELEMENTS });
      await page.goto(`${site.origin}${path}`);
      const { kept, total } = await page.evaluate(() => {
        const elements = (window as unknown as { serverElements: Element[] }).serverElements;
        return {
          total: elements.length,
          kept: elements.filter((element) => element.isConnected).length,
        };
      });
      expect(total).toBeGreaterThan(10);
      expect(kept).toBe(total);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('brings the header, the page and the footer to life once the page is ready', async () => {
    const { page } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/`);
    // The header's part: its menu opens.
    await page.getByRole('button', { name: 'باز کردن منو' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    // A part further down: a question of the FAQ opens.
    const question = page.locator('#main h3 > button[aria-expanded]').first();
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });

  it('lets a visitor navigate inside the site from a part once the page is ready', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/en/`);
    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Blog' })
      .first()
      .click();
    await page.waitForURL(/\/en\/blog-list$/);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    // A link handled by the router: still the same document.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      before,
    );
    await page.close();
  });
});
