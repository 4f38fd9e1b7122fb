// The site's frame with no network, in Chromium with the service worker: the offline
// notice and the header both readable on the home page, where the header lies over the
// hero, the outbox's list readable over it (and accessible, open), and a way on from a
// language never opened.
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Locator } from 'playwright-core';
import { accessibilityViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { waitForSavedQuery, waitForServiceWorker } from '../support/offline';
import { withRealSite } from '../support/real-site';

/** WCAG contrast ratio between an element's text colour and the nearest opaque background. */
function textContrast(element: Locator) {
  return element.evaluate((element) => {
    // Colours may be written in any CSS syntax (the theme's are oklch): a pixel painted
    // with one gives its sRGB channels.
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    const rgb = (value: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = value;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a!];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    let back: Element | null = element;
    while (back && rgb(getComputedStyle(back).backgroundColor)[3] === 0) back = back.parentElement;
    const [a, b] = [
      luminance(rgb(getComputedStyle(element).color)),
      luminance(rgb(back ? getComputedStyle(back).backgroundColor : 'rgb(255,255,255)')),
    ].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
}

describe('frame offline', () => {
  const site = withRealSite({ serviceWorkers: 'allow' });
  afterEach(() => site.chromium.browser.setOffline(false));

  for (const [prefix, width] of [
    ['', 375],
    ['/en', 1280],
    ['/ar', 1280],
  ] as const) {
    it(`shows the offline notice above the home page's header, both readable (${prefix || '/fa'}, ${width}px)`, async () => {
      const { page } = await site.chromium.newPage(width);
      await page.goto(`${site.origin}${prefix}/`);
      await page.context().setOffline(true);
      const notice = page.getByRole('status').filter({ hasText: /offline|آفلاین|غير متصل/i });
      await notice.waitFor();
      const [noticeBox, headerBox] = await Promise.all([
        notice.boundingBox(),
        page.getByRole('banner').boundingBox(),
      ]);
      // One above the other, not drawn over each other.
      expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(headerBox!.y + 0.5);
      // What is drawn at the notice's middle and at the logo's is the notice and the logo.
      const drawnAtMiddle = (element: Element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return element === top || element.contains(top);
      };
      expect(await notice.evaluate(drawnAtMiddle)).toBe(true);
      expect(await page.getByRole('banner').locator('a img').first().evaluate(drawnAtMiddle)).toBe(
        true,
      );
      expect(await textContrast(notice)).toBeGreaterThanOrEqual(4.5);
      await page.close();
    });
  }

  it('shows a queued message readably in the outbox list on the home page', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/#contact`);
    await waitForServiceWorker(page);
    await waitForSavedQuery(page, 'fa', 'home-page');
    await page.context().setOffline(true);
    await page.getByLabel('نام', { exact: true }).fill('سارا');
    await page.getByLabel('نام خانوادگی').fill('رضایی');
    await page.getByLabel('ایمیل').fill('sara@example.com');
    await page.getByLabel('شماره موبایل').fill('09123456789');
    await page.getByLabel('پیام').fill('پیامی که در هواپیما نوشتم.');
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await page.getByText('ذخیره شد؛ وقتی آنلاین شوید ارسال می‌شود.').waitFor();
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await page.getByRole('button', { name: 'صندوق ارسال' }).click();
    const list = page
      .getByRole('banner')
      .locator('[id]')
      .filter({
        has: page.getByRole('heading', { name: 'صندوق ارسال' }),
      });
    await list.waitFor();
    for (const text of [
      list.getByRole('heading'),
      list.getByText('سارا رضایی'),
      list.getByText('در انتظار اتصال'),
    ])
      expect(await textContrast(text)).toBeGreaterThanOrEqual(4.5);
    // And the page with the list open, offline notice and all, as a screen reader meets it.
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  });
  it('offers a way home and the languages saved on the device, offline in a language never opened', async () => {
    // A device of its own: the tests above read every language in the shared one.
    const device = await launchBrowser({ serviceWorkers: 'allow' });
    onTestFinished(() => device.close());
    const { page } = await device.newPage(375);
    await page.goto(`${site.origin}/`);
    await waitForServiceWorker(page);
    await waitForSavedQuery(page, 'fa', 'home-page');
    await page.context().setOffline(true);
    await page.goto(`${site.origin}/ar/`);
    const header = page.getByRole('banner');
    await header.waitFor();
    expect(await header.getByRole('link', { name: 'الصفحة الرئيسية' }).getAttribute('href')).toBe(
      '/ar/',
    );
    // Persian was read here and can be read now; English never was.
    const languages = header.getByRole('navigation', { name: 'متاح دون اتصال في:' });
    await expect.poll(() => languages.getByRole('link').allTextContents()).toEqual(['فارسی']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await languages.getByRole('link', { name: 'فارسی' }).click();
    await page.getByRole('heading', { level: 1, name: 'آسمان، نزدیک‌تر از همیشه' }).waitFor();
    await page.close();
  });
});
