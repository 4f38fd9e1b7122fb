// Media, portfolio and careers pages in Chromium against the real service: type chips,
// the sort menu by mouse and keyboard, 3 cards a page, and a job leading to its form.
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import type { Page } from '../support/browser';
import { withSharedSite } from '../support/real-site';

const cards = (page: Page) => page.locator('main ul[aria-busy] > li article');

describe('media, portfolio and careers pages', () => {
  const site = withSharedSite();

  it('filters media by type and sorts by visits, back to page 1 each time (fa, 1280px)', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/media`);
    await page.getByRole('heading', { level: 1, name: 'رسانه‌ی پرواز' }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(3);
    const pager = page.getByRole('navigation', { name: 'صفحه‌بندی' });
    await pager.getByRole('button', { name: 'صفحه‌ی ۳' }).click();
    await expect.poll(() => cards(page).count()).toBe(8 - 6);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'ریلز', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(2);
    await expect.poll(() => pager.count()).toBe(0);
    await page.getByRole('heading', { name: 'ریلز: غروب کیش از بالا' }).waitFor();
    await page.getByRole('button', { name: 'همه', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(3);
    await pager.getByRole('button', { name: 'صفحه‌ی ۲' }).click();
    await expect
      .poll(() => pager.getByRole('button', { name: 'صفحه‌ی ۲' }).getAttribute('aria-current'))
      .toBe('page');

    // The sort menu from the keyboard: open, move to the last option, pick it.
    const sort = page.getByRole('button', { name: /مرتب‌سازی/ });
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox', { name: 'مرتب‌سازی' });
    await listbox.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect.poll(() => listbox.count()).toBe(0);
    await expect.poll(() => sort.textContent()).toContain('پربازدیدترین');
    await expect
      .poll(() => cards(page).first().getByRole('heading').textContent())
      .toBe('ریلز: گشتی در کابین تازه');
    expect(await pager.getByRole('button', { name: 'صفحه‌ی ۱' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe(
      'listbox',
    );

    // Escape and a click outside close it without a change.
    await sort.click();
    await listbox.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => listbox.count()).toBe(0);
    await sort.click();
    await listbox.waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => listbox.count()).toBe(0);
    await expect.poll(() => sort.textContent()).toContain('پربازدیدترین');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('shows the portfolio with phone banners and its single page (en, 375px)', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/en/portfolio`);
    await page.getByRole('heading', { level: 1, name: 'Parvaz projects' }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(3);
    // The last chip is off-screen on a phone; the row scrolls to it.
    await page.getByRole('button', { name: 'Reports', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(2);
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Most visited' }).click();
    await expect
      .poll(() => cards(page).first().getByRole('heading').textContent())
      .toBe('The Parvaz app');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${site.origin}/en/portfolio-single`);
    await page.getByRole('heading', { level: 1, name: 'Cabin renewal across the fleet' }).waitFor();
    await page.getByText('Maryam Ahmadi, project lead').waitFor();
    expect(await page.locator('main .md\\:grid-cols-3 img').count()).toBe(3);
    await page.getByRole('link', { name: 'Work with us' }).click();
    await page.waitForURL(/\/en\/v$/);
    await page.getByRole('heading', { level: 1, name: 'Build your future with Parvaz' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  for (const width of [375, 1280]) {
    it(`lists jobs 3 a page and leads a card to its form (fa, ${width}px)`, async () => {
      const { page, consoleErrors } = await site.chromium.newPage(width);
      await page.goto(`${site.origin}/v`);
      await page
        .getByRole('heading', { level: 1, name: 'آینده‌ی خود را با پرواز بسازید' })
        .waitFor();
      await expect.poll(() => cards(page).count()).toBe(3);
      const technician = cards(page).filter({ hasText: 'تکنیسین نگهداری هواپیما' });
      expect(await technician.getByRole('list').first().getByRole('listitem').count()).toBe(2);
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: /مرتب‌سازی/ }).click();
      await page.getByRole('option', { name: 'جدیدترین' }).click();
      await expect
        .poll(() => cards(page).first().getByRole('heading').textContent())
        .toBe('مهماندار پرواز');
      await page.getByRole('button', { name: 'صفحه‌ی ۲' }).click();
      await expect.poll(() => cards(page).count()).toBe(1);
      await cards(page)
        .getByRole('link', { name: /ارسال درخواست/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'کارشناس پشتیبانی مسافران' }).waitFor();
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
        '/forms/4-کارشناس-پشتیبانی-مسافران/apply',
      );
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  for (const path of ['/media', '/en/media', '/portfolio', '/en/portfolio']) {
    for (const width of [375, 1280]) {
      it(`shows ${path} at ${width}px with 3 cards, accessibly`, async () => {
        const { page, consoleErrors } = await site.chromium.newPage(width);
        await page.goto(`${site.origin}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expect.poll(() => cards(page).count()).toBe(3);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBe(width);
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await page.close();
      });
    }
  }

  it('shows the second careers design in English', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/en/vv`);
    await page
      .getByRole('heading', { level: 1, name: 'The Parvaz internship programme' })
      .waitFor();
    await expect.poll(() => cards(page).count()).toBe(3);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  });
});
