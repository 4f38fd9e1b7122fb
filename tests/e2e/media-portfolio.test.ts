// Media and portfolio cards in Chromium against the real service: a media card opens its
// item in a dialog (the video plays, a picture shows large with its description), a
// portfolio card leads to the portfolio piece, the type chips show that they scroll and
// stay reachable, and the sort menu says what it does.
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import type { Page } from '../support/browser';
import { withSharedSite } from '../support/real-site';

const cards = (page: Page) => page.locator('main ul[aria-busy] > li article');

const TEXTS = {
  fa: {
    prefix: '',
    reels: 'ریلز',
    reel: 'ریلز: گشتی در کابین تازه',
    report: 'گزارش تصویری: ساحل سبز کیش',
    close: 'بستن',
    firstChip: 'همه',
    lastChip: 'گزارش‌ها',
    sortBy: 'مرتب‌سازی',
    portfolioPiece: 'باشگاه مسافران',
    singleHeading: 'نوسازی کابین ناوگان',
  },
  en: {
    prefix: '/en',
    reels: 'Reels',
    reel: 'Reel: a tour of the new cabin',
    report: 'Photo report: green Kish beach',
    close: 'Close',
    firstChip: 'All',
    lastChip: 'Reports',
    sortBy: 'Sort by',
    portfolioPiece: 'Loyalty club',
    singleHeading: 'Cabin renewal across the fleet',
  },
} as const;

/** The element that has focus, described by its role-bearing tag and accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName} ${element.textContent?.trim() ?? ''}` : '';
  });

/** Tab forwards and back past both ends of the dialog: focus never leaves it. */
async function focusStaysIn(page: Page, times: number) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(
        true,
      );
    }
  }
}

describe('media and portfolio cards', () => {
  const site = withSharedSite();

  for (const lang of ['fa', 'en'] as const) {
    const text = TEXTS[lang];
    for (const width of [375, 1280]) {
      it(`opens a media item in a dialog that plays its video (${lang}, ${width}px)`, async () => {
        const { page, consoleErrors } = await site.chromium.newPage(width);
        await page.goto(`${site.origin}${text.prefix}/media`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('button', { name: text.reels, exact: true }).click();
        await expect.poll(() => cards(page).count()).toBe(2);

        const card = page.getByRole('button', { name: text.reel, exact: true });
        await card.click();
        const dialog = page.getByRole('dialog', { name: text.reel });
        await dialog.waitFor();
        expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
        const video = dialog.locator('video');
        expect(await video.locator('source').getAttribute('src')).toMatch(/cabin-tour\.webm$/);
        // It plays: time moves on once started (muted, as a test has no sound to make).
        await video.evaluate((element: HTMLVideoElement) => {
          element.muted = true;
          return element.play();
        });
        await expect
          .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
          .toBeGreaterThan(0);
        // More stops than the close button and the player's own controls hold.
        await focusStaysIn(page, 12);
        expect(await accessibilityViolations(page)).toEqual([]);

        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
        expect(await focused(page)).toBe(`BUTTON ${text.reel}`);

        // The close button closes it too, and focus returns to the same card.
        await card.press('Enter');
        await dialog.waitFor();
        await dialog.getByRole('button', { name: text.close }).click();
        await expect.poll(() => dialog.count()).toBe(0);
        expect(await focused(page)).toBe(`BUTTON ${text.reel}`);
        expect(consoleErrors).toEqual([]);
        await page.close();
      });

      it(`shows a picture item large with its description (${lang}, ${width}px)`, async () => {
        const { page, consoleErrors } = await site.chromium.newPage(width);
        await page.goto(`${site.origin}${text.prefix}/media`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('button', { name: text.report, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: text.report });
        await dialog.waitFor();
        const picture = dialog.locator('img');
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const box = await picture.boundingBox();
        expect(box?.width).toBeGreaterThan(Math.min(width - 80, 600));
        const description = await cards(page)
          .filter({ hasText: text.report })
          .locator('p')
          .nth(1)
          .textContent();
        await dialog.getByText(description ?? '', { exact: true }).waitFor();
        await focusStaysIn(page, 3);
        expect(await accessibilityViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
        expect(await focused(page)).toBe(`BUTTON ${text.report}`);
        expect(consoleErrors).toEqual([]);
        await page.close();
      });

      it(`leads every portfolio card to the portfolio piece (${lang}, ${width}px)`, async () => {
        const { page, consoleErrors } = await site.chromium.newPage(width);
        await page.goto(`${site.origin}${text.prefix}/portfolio`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expect.poll(() => cards(page).count()).toBe(3);
        const links = page.locator('main ul[aria-busy] > li').getByRole('link');
        await expect.poll(() => links.count()).toBe(3);
        for (const href of await links.evaluateAll((all) =>
          all.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        ))
          expect(href).toBe(`${text.prefix}/portfolio-single`);
        expect(await accessibilityViolations(page)).toEqual([]);

        // A card is followed inside the site.
        const piece = page.getByRole('link', { name: text.portfolioPiece, exact: true });
        await piece.click();
        await page.waitForURL(new RegExp(`${text.prefix}/portfolio-single$`));
        await page.getByRole('heading', { level: 1, name: text.singleHeading }).waitFor();
        expect(consoleErrors).toEqual([]);
        await page.close();
      });

      it(`labels the sort menu apart from the chips (${lang}, ${width}px)`, async () => {
        const { page } = await site.chromium.newPage(width);
        await page.goto(`${site.origin}${text.prefix}/media`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const sort = page.locator('main button[aria-haspopup="listbox"]');
        const shown = (await sort.innerText()).trim();
        expect(shown).not.toBe(text.firstChip);
        expect(shown).toContain(text.sortBy);
        expect(shown).toContain(text.firstChip);
        await sort.click();
        expect(await page.getByRole('option').allInnerTexts()).toHaveLength(3);
        await page.close();
      });
    }

    it(`opens a media item again at once after Escape, before its close event (${lang})`, async () => {
      const { page, consoleErrors } = await site.chromium.newPage(375);
      await page.goto(`${site.origin}${text.prefix}/media`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The dialog's close event comes in a task of its own, which a keypress can overtake;
      // here it never reaches the page's own listeners, as if it had not come yet.
      await page.evaluate(() =>
        window.addEventListener('close', (event) => event.stopImmediatePropagation(), true),
      );
      const card = page.getByRole('button', { name: text.report, exact: true });
      const dialog = page.getByRole('dialog', { name: text.report });
      for (let opening = 0; opening < 3; opening++) {
        await card.press('Enter');
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
        expect(await focused(page)).toBe(`BUTTON ${text.report}`);
      }
      expect(consoleErrors).toEqual([]);
      await page.close();
    });

    it(`shows on a phone that the chip row scrolls, and reaches every chip (${lang})`, async () => {
      const { page, consoleErrors } = await site.chromium.newPage(375);
      await page.goto(`${site.origin}${text.prefix}/media`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const row = page.getByRole('list', { name: lang === 'fa' ? 'نوع محتوا' : 'Content type' });
      // How much of each chip shows inside the row, and on which side of the first it lies.
      const visible = () =>
        row.evaluate((list) => {
          const frame = list.getBoundingClientRect();
          return [...list.querySelectorAll('button')].map((button) => {
            const box = button.getBoundingClientRect();
            const shown =
              Math.max(0, Math.min(box.right, frame.right) - Math.max(box.left, frame.left)) /
              box.width;
            return Math.round(shown * 100) / 100;
          });
        });
      const start = await visible();
      // Two chips whole and the next one partly: the row says it goes on.
      expect(start.slice(0, 2)).toEqual([1, 1]);
      expect(start[2]).toBeGreaterThan(0.05);
      expect(start[2]).toBeLessThan(0.9);
      // The partly shown chip lies towards the end edge (left in Persian, right in English).
      const [firstX, thirdX] = await row
        .locator('button')
        .evaluateAll((all) => [0, 2].map((i) => all[i]!.getBoundingClientRect().x));
      expect(lang === 'fa' ? thirdX! < firstX! : thirdX! > firstX!).toBe(true);
      // A fade at the end edge while more chips lie beyond it, none at the start.
      const fades = () =>
        row.evaluate((list) =>
          [...(list.parentElement?.querySelectorAll('[data-edge]') ?? [])]
            .filter((fade) => getComputedStyle(fade).opacity !== '0')
            .map((fade) => fade.getAttribute('data-edge')),
        );
      await expect.poll(fades).toEqual(['end']);

      // Every chip by keyboard: Tab along the row to the last one and pick it.
      await row.getByRole('button').first().focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await focused(page)).toBe(`BUTTON ${text.lastChip}`);
      await expect.poll(async () => (await visible())[4]).toBe(1);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => row.getByRole('button', { name: text.lastChip }).getAttribute('aria-pressed'))
        .toBe('true');
      await expect.poll(fades).toEqual(['start']);
      // Touch-sized targets: every chip at least 44 px high and wide enough for its label.
      const sizes = await row
        .getByRole('button')
        .evaluateAll((all) =>
          all.map((b) => [b.getBoundingClientRect().height, b.scrollWidth <= b.clientWidth]),
        );
      for (const [height, fits] of sizes) {
        expect(height).toBeGreaterThanOrEqual(44);
        expect(fits).toBe(true);
      }
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }
});
