// The site's frame in Chromium against the real service and its demo content.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import { raiseInstallOffer } from '../support/install-offer';
import { withRealSite } from '../support/real-site';

/** Whether `first` is drawn to the left of `second` inside the element's text. */
function leftToRight(element: Locator, first: string, second: string) {
  return element.evaluate(
    (node, [first, second]) => {
      const text = node.firstChild!;
      const left = (part: string) => {
        const range = document.createRange();
        const start = text.textContent!.indexOf(part);
        range.setStart(text, start);
        range.setEnd(text, start + part.length);
        return range.getBoundingClientRect().left;
      };
      return left(first!) < left(second!);
    },
    [first, second],
  );
}

describe('site frame', () => {
  const site = withRealSite();

  for (const width of [375, 1280]) {
    it(`shows the services page right to left in Persian and left to right in English at ${width}px`, async () => {
      const { page, consoleErrors } = await site.chromium.newPage(width);
      await page.goto(`${site.origin}/services`);
      await page
        .getByRole('heading', { level: 1, name: 'از رزرو تا مقصد، کنار شما هستیم' })
        .waitFor();
      expect(
        await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]),
      ).toEqual(['rtl', 'fa']);
      expect(
        await page.getByRole('listitem').filter({ hasText: 'پذیرش آنلاین' }).count(),
      ).toBeGreaterThan(0);
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.goto(`${site.origin}/en/services`);
      await page
        .getByRole('heading', { level: 1, name: 'From booking to arrival, we are with you' })
        .waitFor();
      expect(
        await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]),
      ).toEqual(['ltr', 'en']);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('switches language from the switcher, and a stored choice wins on a plain address', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/page/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'سیاست حریم خصوصی' }).waitFor();
    await page.getByRole('button', { name: /انتخاب زبان/ }).click();
    await page.getByRole('option', { name: /English/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/page/privacy-policy');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    await page.goto(`${site.origin}/services`);
    await page.waitForURL(`${site.origin}/en/services`);
    await page.evaluate(() => localStorage.removeItem('lang'));
    await page.close();
  });

  it('shows only the maintenance screen while the company is in maintenance', async () => {
    await site.t.db.updateTable('companies').set({ maintenance: 1 }).execute();
    await site.t.app.contentChanged();
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/services`);
    await page.getByRole('heading', { level: 1, name: 'در حال به‌روزرسانی هستیم' }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('button', { name: /انتخاب زبان/ }).count()).toBe(1);
    // The phone number in the Persian notice reads left to right: 021 first, on the left.
    const number = page.locator('main p bdi');
    expect(await number.textContent()).toBe('۰۲۱-۴۵۸۰۰۰۰۰');
    expect(await leftToRight(number, '۰۲۱', '۴۵۸')).toBe(true);
    await site.t.db.updateTable('companies').set({ maintenance: 0 }).execute();
    await site.t.app.contentChanged();
    await page.close();
  });

  it("writes the company's phone number in the page's digits, left to right", async () => {
    const { page } = await site.chromium.newPage(1280);
    for (const [prefix, number, first, second] of [
      ['', '+۹۸-۲۱-۴۵۸۰۰۰۰۰', '+۹۸', '۴۵۸'],
      ['/ar', '+٩٨-٢١-٤٥٨٠٠٠٠٠', '+٩٨', '٤٥٨'],
      ['/en', '+98-21-45800000', '+98', '458'],
    ] as const) {
      await page.goto(`${site.origin}${prefix}/#contact`);
      const phone = page.locator('#contact a[href^="tel:"]');
      expect(await phone.textContent()).toBe(number);
      expect(await phone.getAttribute('href')).toBe('tel:+98-21-45800000');
      expect(await leftToRight(phone, first, second)).toBe(true);
    }
    await page.close();
  });

  for (const prefix of ['', '/en']) {
    it(`leaves the footer's last lines clear of the back-to-top button at the bottom (${prefix || '/fa'}, 390px)`, async () => {
      const { page } = await site.chromium.newPage(390);
      await page.goto(`${site.origin}${prefix}/about`);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
      const button = page.getByRole('button', { name: /top|بالا/i });
      await button.waitFor();
      const buttonBox = (await button.boundingBox())!;
      const footerText = page.getByRole('contentinfo').locator('p');
      for (let i = 0; i < (await footerText.count()); i++) {
        const box = (await footerText.nth(i).boundingBox())!;
        const apart =
          box.y + box.height <= buttonBox.y ||
          box.y >= buttonBox.y + buttonBox.height ||
          box.x + box.width <= buttonBox.x ||
          box.x >= buttonBox.x + buttonBox.width;
        expect(apart, (await footerText.nth(i).textContent()) ?? '').toBe(true);
      }
      await page.close();
    });
  }

  it('answers unknown paths and language prefixes with the not-found page', async () => {
    const { page } = await site.chromium.newPage(1280);
    for (const path of ['/no/such/page', '/zz/services']) {
      await page.goto(`${site.origin}${path}`);
      await page.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' }).waitFor();
    }
    await page.close();
  });
});

describe('site frame behaviours', () => {
  const site = withRealSite();

  it('opens sub-menus on hover and closes the language list on Escape and outside click', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/en/services`);
    const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
    await menu.getByRole('link', { name: 'Services' }).hover();
    await expect
      .poll(() => menu.getByRole('link', { name: 'Baggage rules' }).isVisible())
      .toBe(true);

    const switcher = page.getByRole('button', { name: /Choose language/ });
    await switcher.click();
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    await switcher.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    await page.close();
  });

  it('keeps the chosen language across a reload', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/services`);
    await page.getByRole('button', { name: /انتخاب زبان/ }).click();
    await page.getByRole('option', { name: /العربية/ }).click();
    await page.waitForURL(`${site.origin}/ar/services`);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['ar', 'rtl']);
    await page.evaluate(() => localStorage.removeItem('lang'));
    await page.close();
  });

  it('follows a footer anchor to the home page and scrolls to it', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/en/services`);
    await page
      .getByRole('navigation', { name: 'Footer links' })
      .getByRole('link', { name: 'Contact us' })
      .click();
    await page.waitForURL(`${site.origin}/en/#contact`);
    await expect
      .poll(
        () =>
          page
            .locator('#contact')
            .evaluate((element) =>
              (({ top }) => top >= 0 && top < window.innerHeight / 2)(
                element.getBoundingClientRect(),
              ),
            ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.close();
  });

  it('redirects the site-mode addresses home and shows the under-construction screen', async () => {
    const { page } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/en/under-structure`);
    await page.waitForURL(/\/en\/?$/);
    await site.t.db.updateTable('companies').set({ under_structure: 1 }).execute();
    await site.t.app.contentChanged();
    await page.goto(`${site.origin}/en/about`);
    await page
      .getByRole('heading', { level: 1, name: "Parvaz's new website is coming soon" })
      .waitFor();
    // It tells visitors to use the app, and leads there.
    expect(await page.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toBe(
      'https://app.parvaz.example/',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await site.t.db.updateTable('companies').set({ under_structure: 0 }).execute();
    await site.t.app.contentChanged();
    await page.close();
  });

  it('shows a custom page without accessibility problems', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/page/baggage-rules`);
    await page.getByRole('heading', { level: 1, name: 'قوانین بار' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('mirrors the header between right-to-left and left-to-right', async () => {
    const { page } = await site.chromium.newPage(1280);
    const logoSide = async (path: string) => {
      await page.goto(`${site.origin}${path}`);
      const logo = page.getByRole('banner').getByRole('link').first();
      const box = await logo.boundingBox();
      return box && box.x + box.width / 2 > 640 ? 'right' : 'left';
    };
    expect(await logoSide('/services')).toBe('right');
    expect(await logoSide('/en/services')).toBe('left');
    await page.close();
  });

  for (const [prefix, menuName, dir] of [
    ['', 'باز کردن منو', 'rtl'],
    ['/en', 'Open menu', 'ltr'],
  ] as const) {
    it(`puts the logo at the inline start and the menu button at the inline end at 375px (${dir})`, async () => {
      const { page } = await site.chromium.newPage(375);
      await page.goto(`${site.origin}${prefix}/services`);
      const banner = page.getByRole('banner');
      const header = (await banner.boundingBox())!;
      const padding = await banner
        .locator('div')
        .first()
        .evaluate((bar) => parseFloat(getComputedStyle(bar).paddingInlineStart));
      const logo = (await banner.getByRole('link').first().boundingBox())!;
      const menu = (await banner.getByRole('button', { name: menuName }).boundingBox())!;
      // Edges from the inline start: the left in English, the right in Persian.
      const fromStart = (box: { x: number; width: number }) =>
        dir === 'ltr'
          ? { start: box.x - header.x, end: box.x + box.width - header.x }
          : {
              start: header.x + header.width - (box.x + box.width),
              end: header.x + header.width - box.x,
            };
      const edge = header.width - padding;
      expect(fromStart(logo).start).toBeCloseTo(padding, 0);
      expect(fromStart(menu).end).toBeCloseTo(edge, 0);
      await page.close();
    });
  }

  it('keeps the desktop header on one line at every desktop width in fa, en and ar, install offered or not', async () => {
    const { page } = await site.chromium.newPage(907);
    const bar = () =>
      page.evaluate(() => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        // The phone menu's list is in the header too, hidden at these widths.
        const items = [...document.querySelectorAll('header nav > ul > li')]
          .map((li) => li.getBoundingClientRect())
          .filter((box) => box.width > 0);
        return {
          height: header.height,
          lines: new Set(items.map((item) => Math.round(item.top))).size,
          count: items.length,
          inside: items.every((item) => item.left >= header.left && item.right <= header.right),
        };
      });
    for (const [prefix, install] of [
      ['', 'نصب اپلیکیشن'],
      ['/en', 'Install the app'],
      ['/ar', 'تثبيت التطبيق'],
    ] as const) {
      await page.goto(`${site.origin}${prefix}/about`);
      // The browser offers installation when it decides to (on a later visit, say), and the
      // bar then holds one button more; the offer is raised here.
      for (const offered of [false, true]) {
        if (offered) await raiseInstallOffer(page);
        for (const width of [907, 950, 1000, 1100, 1200, 1280, 1366]) {
          await page.setViewportSize({ width, height: 800 });
          if (offered) await page.getByRole('button', { name: install }).waitFor();
          // Polled: a busy browser may draw the new width a frame later.
          await expect
            .poll(async () => ({ prefix, width, ...(await bar()) }))
            .toEqual({ prefix, width, height: 72, lines: 1, count: 6, inside: true });
        }
      }
    }
    await page.close();
  });

  for (const [path, heading] of [
    ['/page/privacy-policy', 'سیاست حریم خصوصی'],
    ['/en/page/privacy-policy', 'Privacy policy'],
    ['/no/such/page', 'صفحه پیدا نشد'],
    ['/en/no/such/page', 'Page not found'],
    // A stale link to a post or a job form that no longer exists.
    ['/blog-list/999-x', 'صفحه پیدا نشد'],
    ['/ar/blog-list/999-x', 'الصفحة غير موجودة'],
    ['/en/forms/999-x/apply', 'Page not found'],
  ] as const) {
    for (const width of [375, 1280]) {
      it(`shows ${path} at ${width}px without console errors or accessibility problems`, async () => {
        const { page, consoleErrors } = await site.chromium.newPage(width);
        const response = await page.goto(`${site.origin}${path}`);
        // Unknown addresses answer 404, which the browser reports for the document itself.
        const missing = path.includes('/no/such/') || path.includes('/999-');
        expect(response?.status()).toBe(missing ? 404 : 200);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // Inside the site's frame, titled as the not-found page.
        await page.getByRole('banner').waitFor();
        await page.getByRole('contentinfo').waitFor();
        if (missing) expect(await page.title()).toContain(heading);
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(consoleErrors.filter((m) => !(missing && m.includes('status of 404')))).toEqual([]);
        await page.close();
      });
    }
  }
});
