// The home page and the header in Chromium against the real service and its demo content.
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import { withSharedSite } from '../support/real-site';

describe('home page', () => {
  const site = withSharedSite();

  for (const [path, lang, title, faqQuestion, otherQuestion] of [
    [
      '/',
      'fa',
      'آسمان، نزدیک‌تر از همیشه',
      'حیوان خانگی را می‌توانم همراه ببرم؟',
      'آیا در پرواز اینترنت هست؟',
    ],
    ['/en/', 'en', 'The sky, closer than ever', 'Can I bring my pet?', 'Is there Wi-Fi on board?'],
  ] as const) {
    for (const width of [375, 1280]) {
      it(`shows every section in ${lang} at ${width}px, with one FAQ answer open at a time`, async () => {
        const { page, consoleErrors } = await site.chromium.newPage(width);
        await page.goto(`${site.origin}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.locator('#contact').waitFor();
        const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
        expect(headings.length).toBeGreaterThanOrEqual(7);

        const question = page.getByRole('button', { name: faqQuestion });
        const other = page.getByRole('button', { name: otherQuestion });
        const expanded = (button: typeof question) => () => button.getAttribute('aria-expanded');
        await question.click();
        await expect.poll(expanded(question)).toBe('true');
        await other.click();
        await expect.poll(expanded(other)).toBe('true');
        await expect.poll(expanded(question)).toBe('false');
        await other.click();
        await expect.poll(expanded(other)).toBe('false');

        expect(await accessibilityViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await page.close();
      });
    }
  }

  it('opens sub-menus with the keyboard on wide screens', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/en/`);
    const child = page.getByRole('link', { name: 'Who we are' });
    expect(await child.isVisible()).toBe(false);
    const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
    await menu.getByRole('link', { name: 'About us' }).focus();
    await expect.poll(() => child.isVisible()).toBe(true);
    await page.close();
  });

  it('opens the full-screen menu from the burger on narrow screens and closes it with Escape', async () => {
    const { page } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/en/`);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await dialog.getByRole('button', { name: 'About us' }).click();
    await dialog.getByRole('link', { name: 'Who we are' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  // A file that fails: a feature image anywhere on the page, the services banner's video.
  for (const [kind, file, region] of [
    ['an image', 'feature-1.webp', null],
    ['a video', 'cabin-tour.webm', 'Services banner'],
  ] as const) {
    it(`shows the No Image placeholder for ${kind} that fails to load`, async () => {
      const { page } = await site.chromium.newPage(1280);
      await page.route(`**/cms/media/${file}*`, (route) =>
        route.fulfill({ status: 500, body: '' }),
      );
      await page.goto(`${site.origin}/en/`);
      const where = region ? page.getByRole('region', { name: region }) : page.locator('main');
      await where.scrollIntoViewIfNeeded();
      await where.getByRole('img', { name: 'No Image' }).first().waitFor();
      await page.close();
    });
  }

  // A video costs nothing until it nears the screen, and a phone never fetches the wide
  // screens' video, even with the banner in view.
  for (const [width, fetched] of [
    [1280, true],
    [375, false],
  ] as const) {
    it(`fetches the services banner's video at ${width}px ${fetched ? 'once it nears the screen' : 'never'}`, async () => {
      const { page, consoleErrors } = await site.chromium.newPage(width);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('cabin-tour.webm')) requested.push(request.url());
      });
      await page.goto(`${site.origin}/en/`);
      const banner = page.getByRole('region', { name: 'Services banner' });
      const video = banner.locator('video');
      expect(await video.getAttribute('preload')).toBe('none');
      expect(requested).toEqual([]);

      await banner.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      if (fetched) {
        await expect.poll(() => requested.length).toBeGreaterThan(0);
        await expect
          .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
          .toBeGreaterThanOrEqual(1);
      } else {
        // The picture took the banner's place and was painted; the observers had their turn.
        const picture = banner.locator('img');
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(requested).toEqual([]);
        // Not NETWORK_LOADING (2): the element is not fetching either.
        expect(await video.evaluate((v: HTMLVideoElement) => v.networkState)).not.toBe(2);
      }
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  // The services banner is a video on wide screens and a still image on phones.
  for (const [width, shown, hidden] of [
    [1280, 'video', 'img'],
    [375, 'img', 'video'],
  ] as const) {
    it(`shows the services banner's ${shown} version at ${width}px`, async () => {
      const { page, consoleErrors } = await site.chromium.newPage(width);
      await page.goto(`${site.origin}/en/`);
      const banner = page.getByRole('region', { name: 'Services banner' });
      await banner.scrollIntoViewIfNeeded();
      await expect.poll(() => banner.locator(shown).isVisible()).toBe(true);
      expect(await banner.locator(hidden).isVisible()).toBe(false);
      if (shown === 'img') {
        await expect
          .poll(() => banner.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      } else {
        // The browser has read the video's first frame data: it can play it.
        await expect
          .poll(() =>
            banner.locator('video').evaluate((video: HTMLVideoElement) => video.readyState),
          )
          .toBeGreaterThanOrEqual(1);
        // Until it plays, the banner's picture stands for it.
        expect(await banner.locator('video').getAttribute('poster')).toMatch(
          /\/cms\/media\/hero-3-phone\.webp$/,
        );
        // The caption sits clear of the player's controls at the bottom.
        const [video, caption] = await Promise.all([
          banner.locator('video').boundingBox(),
          banner.getByText('A new cabin for a new journey').boundingBox(),
        ]);
        expect(caption!.y + caption!.height).toBeLessThanOrEqual(video!.y + video!.height / 2);
      }
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }
  for (const [prefix, width, cta] of [
    ['', 375, 'اپلیکیشن'],
    ['/en', 1366, 'Get the app'],
    ['/ar', 375, 'التطبيق'],
  ] as const) {
    it(`sets the hero's words on a panel of their own, with the app as its call to action (${prefix || '/fa'}, ${width}px)`, async () => {
      const { page } = await site.chromium.newPage(width);
      await page.goto(`${site.origin}${prefix}/`);
      const title = page.getByRole('heading', { level: 1 });
      const link = page.locator('main').getByRole('link', { name: cta });
      // The panel: the nearest box behind the title that paints a background.
      const panel = await title.evaluate((element) => {
        let box: Element | null = element;
        while (box && getComputedStyle(box).backgroundColor === 'rgba(0, 0, 0, 0)')
          box = box.parentElement;
        return {
          background: getComputedStyle(box!).backgroundColor,
          rect: box!.getBoundingClientRect().toJSON() as DOMRect,
          holds: ['h1', 'p', 'a[href]'].every((selector) => box!.querySelector(selector)),
        };
      });
      expect(panel.holds).toBe(true);
      // Nearly opaque, so the drawing behind never crosses the words.
      const alpha = panel.background.match(/\/\s*([\d.]+)\)|rgba\([^)]*,\s*([\d.]+)\)/);
      expect(alpha ? Number(alpha[1] ?? alpha[2]) : 1).toBeGreaterThanOrEqual(0.85);
      const inside = (box: { x: number; y: number; width: number; height: number }) =>
        box.x >= panel.rect.x - 0.5 &&
        box.y >= panel.rect.y - 0.5 &&
        box.x + box.width <= panel.rect.x + panel.rect.width + 0.5 &&
        box.y + box.height <= panel.rect.y + panel.rect.height + 0.5;
      expect(inside((await title.boundingBox())!)).toBe(true);
      expect(inside((await link.first().boundingBox())!)).toBe(true);
      expect(await link.first().getAttribute('href')).toBe('https://app.parvaz.example/');
      await page.close();
    });
  }
});
