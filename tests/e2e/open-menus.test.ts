// Accessibility with the menus open: the language list and the phone menu on a phone,
// the language list on a wide screen, in Persian and English.
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import type { Page } from '../support/browser';
import { withSharedSite } from '../support/real-site';

const LANGUAGES = [
  { prefix: '', openMenu: 'باز کردن منو', chooseLanguage: /انتخاب زبان/ },
  { prefix: '/en', openMenu: 'Open menu', chooseLanguage: /Choose language/ },
];

describe('open menus', () => {
  const site = withSharedSite();

  for (const { prefix, openMenu, chooseLanguage } of LANGUAGES) {
    it(`has no accessibility problems with the language list and the phone menu open on a phone (${prefix || '/'})`, async () => {
      const { page } = await site.chromium.newPage(375);
      await page.goto(`${site.origin}${prefix}/blog-list`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      const switcher = page.getByRole('button', { name: chooseLanguage });
      await switcher.click();
      await page.getByRole('listbox').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
      await page.getByRole('button', { name: openMenu }).click();
      await page.getByRole('dialog').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.close();
    });

    it(`has no accessibility problems with the header's language list open (${prefix || '/'})`, async () => {
      const { page } = await site.chromium.newPage(1280);
      await page.goto(`${site.origin}${prefix}/services`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      await page
        .getByRole('button', { name: chooseLanguage })
        .locator('visible=true')
        .first()
        .click();
      const list = page.getByRole('listbox').locator('visible=true').first();
      await list.waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      // The options are reached and chosen from the keyboard.
      await list.getByRole('option').first().focus();
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
        'option',
      );
      await page.close();
    });
  }

  /** The logos and badges the page has fetched, by path, sorted. */
  const fetchedLogos = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/cms/media/') && /logo|badge/.test(path))
        .sort(),
    );

  it("leaves the closed phone menu's logo to the menu's first opening", async () => {
    const { page } = await site.chromium.newPage(412);
    await page.goto(`${site.origin}/`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    // The home page's header has the light logo and its banner the app's badge; the
    // panel's dark logo waits.
    expect(await fetchedLogos(page)).toEqual([
      '/cms/media/app-badge.webp',
      '/cms/media/logo-light.webp',
    ]);
    await page.getByRole('button', { name: 'باز کردن منو' }).click();
    const logo = page.getByRole('dialog').getByRole('img', { name: 'هواپیمایی پرواز' });
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await fetchedLogos(page)).toContain('/cms/media/logo.webp');
    await page.close();
  });

  it("does not fetch the header's app badge a phone hides", async () => {
    const { page } = await site.chromium.newPage(412);
    await page.goto(`${site.origin}/services`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(await fetchedLogos(page)).toEqual(['/cms/media/logo.webp']);
    await page.close();
  });
});
