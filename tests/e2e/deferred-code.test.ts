// Code the first visit to the home page does without, in Chromium against the real
// service: the contact form's code loads only as the visitor comes near the form, Swiper
// as a slider row comes near and takes over once the row is on the screen, and
// react-toastify only with the first toast; what the visitor sees and can do stays the same.
import { describe, expect, it } from 'vitest';
import type { Page } from '../support/browser';
import { withSharedSite } from '../support/real-site';

// Chunks are named after their module, then an 8-character hash.
const CONTACT_FORM_CODE = /\/assets\/live-contact-form-[\w-]{8}\.js$/;
const TOAST_CODE = /\/assets\/toast-area-[\w-]{8}\.(js|css)$/;
const SWIPER_CODE = /\/assets\/swiper-card-carousel-[\w-]{8}\.js$/;

/** The addresses of the scripts and styles the page has asked for so far. */
function recordCode(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) requested.push(pathname);
  });
  return requested;
}

const loaded = (requested: string[], code: RegExp) => requested.some((path) => code.test(path));

describe('code loaded when needed', () => {
  const site = withSharedSite();

  for (const width of [375, 1280]) {
    it(`loads the contact form's code only when the visitor scrolls near it (${width}px)`, async () => {
      const { page, consoleErrors } = await site.chromium.newPage(width);
      const requested = recordCode(page);
      await page.goto(`${site.origin}/`);
      await page.waitForLoadState('networkidle');
      // The form is there to read, as the service rendered it, but its code is not.
      const send = page.getByRole('button', { name: 'ارسال پیام' });
      expect(await send.isDisabled()).toBe(true);
      expect(loaded(requested, CONTACT_FORM_CODE)).toBe(false);
      expect(loaded(requested, TOAST_CODE)).toBe(false);

      await page.locator('#contact').scrollIntoViewIfNeeded();
      await expect.poll(() => send.isEnabled()).toBe(true);
      expect(loaded(requested, CONTACT_FORM_CODE)).toBe(true);

      await page.getByLabel('نام', { exact: true }).fill('نگار');
      await page.getByLabel('نام خانوادگی').fill('امینی');
      await page.getByLabel('ایمیل').fill('negar@example.com');
      await page.getByLabel('شماره موبایل').fill('09121112233');
      await page.getByLabel('پیام').fill('سلام؛ پرواز عصر تهران به مشهد هست؟');
      await send.click();
      await page.getByText('پیام شما با موفقیت ارسال شد', { exact: true }).waitFor();
      expect(loaded(requested, TOAST_CODE)).toBe(true);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('keeps what was typed and the focus when the form comes to life', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(1280);
    // The form's code is held back until the visitor has typed in the form.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CONTACT_FORM_CODE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.origin}/`);
    const send = page.getByRole('button', { name: 'ارسال پیام' });
    await page.getByLabel('نام', { exact: true }).fill('کاوه');
    await page.getByLabel('پیام').fill('نوشته پیش از آماده شدن فرم');
    expect(await send.isDisabled()).toBe(true);
    // The visitor goes on typing while the code arrives: no key is lost in the swap.
    release();
    await page.keyboard.type(' و ادامه‌ی آن', { delay: 20 });
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await page.getByLabel('نام', { exact: true }).inputValue()).toBe('کاوه');
    expect(await page.getByLabel('پیام').inputValue()).toBe(
      'نوشته پیش از آماده شدن فرم و ادامه‌ی آن',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message');
    // The live form has what was typed: sending checks it, and names what is missing.
    await send.click();
    await page.getByRole('alert').filter({ hasText: 'نام خانوادگی الزامی است' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'نام الزامی است' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('loads the contact form at once when the page opens at #contact', async () => {
    const { page } = await site.chromium.newPage(375);
    const requested = recordCode(page);
    await page.goto(`${site.origin}/en/#contact`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Send message' }).isEnabled())
      .toBe(true);
    expect(loaded(requested, CONTACT_FORM_CODE)).toBe(true);
    // The sections above it, not yet shown, do not move it from where the page opened it
    // (below the header, by the section's scroll margin), once the smooth scroll there ends.
    const offset = () =>
      page
        .locator('#contact')
        .evaluate((section) =>
          Math.abs(
            section.getBoundingClientRect().top -
              parseFloat(getComputedStyle(section).scrollMarginTop),
          ),
        );
    await expect.poll(offset).toBeLessThan(2);
    await page.close();
  });

  it('turns still card rows into sliders as they reach the screen, one at a time', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    const requested = recordCode(page);
    // Each time the page changes, how many sliders have just come to life.
    await page.addInitScript(() => {
      const seen = new Set<Element>();
      const started: number[] = [];
      Object.assign(window, { slidersStartedTogether: started });
      new MutationObserver(() => {
        const fresh = [...document.querySelectorAll('.swiper-initialized')].filter(
          (slider) => !seen.has(slider),
        );
        fresh.forEach((slider) => seen.add(slider));
        if (fresh.length) started.push(fresh.length);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(`${site.origin}/about`);
    await page.waitForLoadState('networkidle');
    const rows = page.locator('[data-card-row]');
    const sliders = page.locator('.swiper-initialized');
    // The first row is within a screen of the viewport: its code is there, the row is not
    // on the screen yet, so it is still a still row.
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => loaded(requested, SWIPER_CODE)).toBe(true);
    await page.waitForTimeout(500);
    expect(await sliders.count()).toBe(0);

    // Brought onto the screen together (a screen as tall as the page), the rows come to
    // life in turns.
    await page.setViewportSize({ width: 375, height: 8000 });
    await expect.poll(() => sliders.count()).toBeGreaterThanOrEqual(2);
    const together = await page.evaluate(
      () => (window as unknown as { slidersStartedTogether: number[] }).slidersStartedTogether,
    );
    expect(Math.max(...together)).toBe(1);

    // A slider that came to life slides: its second dot shows the next card.
    const firstSlider = sliders.first();
    await firstSlider.scrollIntoViewIfNeeded();
    const dots = firstSlider.locator('.swiper-pagination-bullet');
    await dots.nth(1).click();
    await expect
      .poll(() =>
        dots.nth(1).evaluate((dot) => dot.classList.contains('swiper-pagination-bullet-active')),
      )
      .toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('shows a toast on a page that had none loaded: the copied link', async () => {
    await site.chromium.browser.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: site.origin,
    });
    const { page, consoleErrors } = await site.chromium.newPage(375);
    const requested = recordCode(page);
    await page.goto(`${site.origin}/en/blog-list/3-kish-island-in-winter`);
    await page.waitForLoadState('networkidle');
    expect(loaded(requested, TOAST_CODE)).toBe(false);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('alert').filter({ hasText: 'Link copied!' }).waitFor();
    expect(loaded(requested, TOAST_CODE)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
