// The blog list and post pages in Chromium against the real service and its 22 demo posts
// (21 in the list: the featured post stands above it).
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import type { Page } from '../support/browser';
import { withSharedSite } from '../support/real-site';

const postCards = (page: Page, listName: string) =>
  page.getByRole('region', { name: listName }).locator('ul > li article');

describe('blog pages', () => {
  const site = withSharedSite();

  it('pages through the list to its end, mirrored in Persian', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/blog-list`);
    await page.getByRole('heading', { level: 1, name: 'وبلاگ', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'کیش سبز: ساحل بدون پلاستیک' }).waitFor();
    const posts = postCards(page, 'مطالب وبلاگ');
    await expect.poll(() => posts.count()).toBe(9);

    const pager = page.getByRole('navigation', { name: 'صفحه‌بندی' });
    const first = pager.getByRole('button', { name: 'صفحه‌ی ۱' });
    const second = pager.getByRole('button', { name: 'صفحه‌ی ۲' });
    expect(await first.getAttribute('aria-current')).toBe('page');
    expect(await pager.getByRole('button', { name: 'صفحه‌ی قبل' }).isDisabled()).toBe(true);
    // Right to left: page 1 sits to the right of page 2.
    const [box1, box2] = [await first.boundingBox(), await second.boundingBox()];
    expect(box1!.x).toBeGreaterThan(box2!.x);
    expect(await accessibilityViolations(page)).toEqual([]);

    await pager.getByRole('button', { name: 'صفحه‌ی بعد' }).click();
    await expect.poll(() => second.getAttribute('aria-current')).toBe('page');
    await pager.getByRole('button', { name: 'صفحه‌ی ۳' }).click();
    await expect.poll(() => posts.count()).toBe(22 - 1 - 18);
    expect(await pager.getByRole('button', { name: 'صفحه‌ی بعد' }).isDisabled()).toBe(true);
    await page.getByRole('heading', { name: 'پرواز سی‌ساله شد' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('filters by group, tag and search in the address, back to page 1, across reload and history', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/blog-list`);
    const posts = postCards(page, 'مطالب وبلاگ');
    await expect.poll(() => posts.count()).toBe(9);
    await page.getByRole('button', { name: 'صفحه‌ی ۲' }).click();

    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('button', { name: 'راهنمای سفر' }).click();
    await page.waitForURL(/group=2/);
    await expect.poll(() => posts.count()).toBe(6);
    await expect.poll(() => page.getByRole('navigation', { name: 'صفحه‌بندی' }).count()).toBe(0);
    expect(
      await sidebar.getByRole('button', { name: 'راهنمای سفر' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await sidebar.getByRole('button', { name: 'بار', exact: true }).click();
    await page.waitForURL(/tag=3/);
    const withTag = await (
      await fetch(`${site.origin}/cms/content/v1/Blog/?group=2&tags=3&lang=fa&limit=9`)
    ).json();
    await expect.poll(() => posts.count()).toBe(withTag.count);

    await sidebar.getByRole('button', { name: 'راهنمای سفر' }).click();
    await sidebar.getByRole('button', { name: 'بار', exact: true }).click();
    await expect.poll(() => posts.count()).toBe(9);
    expect(new URL(page.url()).search).toBe('');

    // Persian typed with Arabic letters (ك, ي) still finds the Kish posts.
    await sidebar.getByRole('searchbox').fill('كيش');
    await sidebar.getByRole('searchbox').press('Enter');
    await page.waitForURL(/search=/);
    // The featured post (20), a Kish post too, is not repeated in the list.
    const kish = await (
      await fetch(
        `${site.origin}/cms/content/v1/Blog/?search=${encodeURIComponent('کیش')}&exclude=20&lang=fa&limit=9`,
      )
    ).json();
    expect(kish.count).toBeGreaterThan(0);
    await expect.poll(() => posts.count()).toBe(kish.count);
    await page.getByRole('heading', { name: 'سفر به کیش در زمستان' }).waitFor();

    await page.reload();
    await expect.poll(() => posts.count()).toBe(kish.count);
    expect(await sidebar.getByRole('searchbox').inputValue()).toBe('كيش');
    await page.goBack();
    await expect.poll(() => posts.count()).toBe(9);
    await page.goForward();
    await expect.poll(() => posts.count()).toBe(kish.count);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('uses the full-screen filter panel on a phone, in English', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/en/blog-list`);
    const posts = postCards(page, 'Blog posts');
    await expect.poll(() => posts.count()).toBe(9);
    // The sidebar keeps its most read posts; its toggles are in the panel.
    const sidebar = page.getByRole('complementary');
    expect(await sidebar.getByRole('heading', { name: 'Most read' }).isVisible()).toBe(true);
    expect(await sidebar.getByRole('heading', { name: 'Categories' }).isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.waitFor();
    await panel.getByRole('checkbox', { name: 'News' }).check();
    await panel.getByRole('button', { name: 'Kish', exact: true }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/group=1&tag=1/);
    expect(await panel.isVisible()).toBe(false);
    const expected = await (
      await fetch(`${site.origin}/cms/content/v1/Blog/?group=1&tags=1&lang=en&limit=9`)
    ).json();
    await expect.poll(() => posts.count()).toBe(expected.count);

    // Opening again starts from the address's selection; closing without applying keeps it.
    await page.getByRole('button', { name: 'Filters (2 active)', exact: true }).click();
    expect(await panel.getByRole('checkbox', { name: 'News' }).isChecked()).toBe(true);
    await panel.getByRole('checkbox', { name: 'News' }).uncheck();
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(page.url()).toMatch(/group=1/);

    // It opens again at once after Escape, before the panel's close event has come (a task of
    // its own, which a keypress can overtake; here it never reaches the page's listeners).
    await page.evaluate(() =>
      window.addEventListener('close', (event) => event.stopImmediatePropagation(), true),
    );
    const opener = page.getByRole('button', { name: 'Filters (2 active)', exact: true });
    for (let opening = 0; opening < 2; opening++) {
      await opener.click();
      await panel.waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
    }
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('opens a post from its card: gallery, copy link, related posts, sidebar', async () => {
    await site.chromium.browser.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: site.origin,
    });
    const { page, consoleErrors } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/blog-list?search=${encodeURIComponent('زمستان')}`);
    await page.getByRole('link', { name: 'ادامه مطلب: سفر به کیش در زمستان' }).click();
    await page.getByRole('heading', { level: 1, name: 'سفر به کیش در زمستان' }).waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
      '/blog-list/3-سفر-به-کیش-در-زمستان',
    );

    const gallery = page.getByRole('region', { name: 'گالری تصاویر' });
    await gallery.getByText('۱ از ۳').waitFor();
    await gallery.getByRole('button', { name: 'تصویر بعد' }).click();
    await gallery.getByText('۲ از ۳').waitFor();
    const thumbs = gallery.locator('button[aria-current="true"]');
    await expect.poll(() => thumbs.count()).toBe(1);
    await gallery.getByRole('button', { name: 'تصویر قبل' }).click();
    await gallery.getByText('۱ از ۳').waitFor();

    await page.getByRole('button', { name: 'کپی پیوند' }).click();
    await page.getByText('لینک کپی شد!').waitFor();
    expect(decodeURIComponent(await page.evaluate(() => navigator.clipboard.readText()))).toContain(
      '/blog-list/3-',
    );

    await page.getByRole('heading', { level: 2, name: 'مطالب مرتبط' }).waitFor();
    const related = await (
      await fetch(`${site.origin}/cms/content/v1/Blog/3/related?lang=fa`)
    ).json();
    expect(related.length).toBeGreaterThan(0);
    // In the related section: the sidebar may list the same post, hidden on a phone, among
    // the most read (which other files' visits to the shared service reorder).
    await page
      .getByRole('region', { name: 'مطالب مرتبط' })
      .getByRole('heading', { level: 3, name: related[0].title })
      .first()
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // A group of the post, pressed in its sidebar, opens the list filtered by it.
    await page.getByRole('complementary').getByRole('button', { name: 'مقصدها' }).click();
    await page.waitForURL(/\/blog-list\?group=4$/);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it.each([
    ['en', '/en/blog-list/3-kish-island-in-winter', 'Photo gallery', (n: number) => `${n} of 3`],
    [
      'fa',
      `/blog-list/3-${encodeURIComponent('سفر-به-کیش-در-زمستان')}`,
      'گالری تصاویر',
      (n: number) => `${'۰۱۲۳'[n]} از ۳`,
    ],
  ])(
    'starts the %s gallery on its first touch, which already swipes to the next photo',
    async (lang, path, galleryName, count) => {
      const { page, consoleErrors } = await site.chromium.newPage(375);
      await page.goto(`${site.origin}${path}`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
      const gallery = page.getByRole('region', { name: galleryName });
      await gallery.getByText(count(1)).waitFor();
      // Nothing started while the page came to life.
      expect(await gallery.locator('.swiper-initialized').count()).toBe(0);

      // One drag toward the start of the reading direction shows the next photo.
      const slider = gallery.locator('.swiper').first();
      await slider.scrollIntoViewIfNeeded();
      const box = (await slider.boundingBox())!;
      const towardStart = lang === 'fa' ? 1 : -1;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width / 2 - towardStart * 120, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step += 1) {
        await page.mouse.move(box.x + box.width / 2 - towardStart * (120 - step * 30), y);
      }
      await page.mouse.up();
      await gallery.getByText(count(2)).waitFor();
      expect(await gallery.locator('.swiper-initialized').count()).toBeGreaterThanOrEqual(1);
      // The thumbnails follow: the second one is the current one.
      const thumbs = gallery.locator('.swiper').nth(1).getByRole('button');
      await expect.poll(() => thumbs.nth(1).getAttribute('aria-current')).toBe('true');
      expect(await gallery.locator('button[aria-current="true"]').count()).toBe(1);
      expect(consoleErrors).toEqual([]);
      await page.close();
    },
  );

  for (const [path, width] of [
    ['/blog-list/3-x', 375],
    ['/ar/blog-list/3-x', 375],
    ['/en/blog-list/10-x', 1366],
    ['/blog-list/10-x', 1366],
  ] as const) {
    it(`never lays ${path} out wider than the screen, from the first frame to the last slider (${width}px)`, async () => {
      const { page } = await site.chromium.newPage(width);
      // Every frame from the first, while the sliders come to life as they are reached.
      await page.addInitScript(() => {
        const frames: number[][] = [];
        (window as unknown as { frames_: number[][] }).frames_ = frames;
        const record = () => {
          if (document.body)
            frames.push([document.documentElement.scrollWidth, Math.round(window.scrollX)]);
          requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
      await page.goto(`${site.origin}${path}`);
      for (let step = 0; step < 25; step++) {
        await page.mouse.wheel(0, 300);
        await page.waitForTimeout(60);
      }
      await page.getByRole('contentinfo').waitFor();
      await page.waitForTimeout(500);
      const frames = await page.evaluate(
        () => (window as unknown as { frames_: number[][] }).frames_,
      );
      expect(frames.length).toBeGreaterThan(20);
      expect(frames.filter(([wide, sideways]) => wide! > width || sideways !== 0)).toEqual([]);
      await page.close();
    });
  }

  it('corrects a wrong slug and shows the not-found screen for a missing post', async () => {
    const { page } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/en/blog-list/10-whatever`);
    await page.getByRole('heading', { level: 1, name: 'A day with our cabin crew' }).waitFor();
    await page.waitForURL(/\/en\/blog-list\/10-a-day-with-our-cabin-crew$/);
    expect(await page.getByRole('complementary').isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${site.origin}/en/blog-list/9999-missing`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.close();
  });
});
