// The blog list below the desktop width, in Chromium against the real service: the search
// box beside the filters button, the most visited posts and follow-us icons after the
// posts, the featured post kept out of the list, and active filters counted and cleared.
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import type { Page } from '../support/browser';
import { withRealSite } from '../support/real-site';
import { settledInView } from '../support/settled-in-view';

interface Words {
  prefix: string;
  posts: string;
  filters: string;
  active: (n: string) => string;
  clear: string;
  search: string;
  searchBox: string;
  mostVisited: string;
  followUs: string;
  category: string;
  group: string;
  tag: string;
  apply: string;
  page: (n: string) => string;
  digits: (n: number) => string;
}

const persianDigits = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

const LANGUAGES: Record<'fa' | 'en', Words> = {
  fa: {
    prefix: '',
    posts: 'مطالب وبلاگ',
    filters: 'فیلترها',
    active: (n) => `فیلترها (${n} فیلتر فعال)`,
    clear: 'پاک کردن فیلترها',
    search: 'کیش',
    searchBox: 'جستجو در وبلاگ...',
    mostVisited: 'پربازدیدترین مطالب',
    followUs: 'ما را دنبال کنید',
    category: 'دسته‌بندی',
    group: 'راهنمای سفر',
    tag: 'بار',
    apply: 'اعمال فیلترها',
    page: (n) => `صفحه‌ی ${n}`,
    digits: persianDigits,
  },
  en: {
    prefix: '/en',
    posts: 'Blog posts',
    filters: 'Filters',
    active: (n) => `Filters (${n} active)`,
    clear: 'Clear filters',
    search: 'Kish',
    searchBox: 'Search the blog...',
    mostVisited: 'Most read',
    followUs: 'Follow us',
    category: 'Categories',
    group: 'Travel guide',
    tag: 'Baggage',
    apply: 'Apply filters',
    page: (n) => `Page ${n}`,
    digits: String,
  },
};

const CASES = (['fa', 'en'] as const).flatMap((lang) =>
  [375, 800].map((width) => [lang, width] as const),
);

const postCards = (page: Page, listName: string) =>
  page.getByRole('region', { name: listName }).locator('ul > li article');

describe('blog list below the desktop width', () => {
  const site = withRealSite();
  const api = async (query: string) =>
    (await fetch(`${site.origin}/cms/content/v1/Blog/?${query}`)).json();

  it.each(CASES)(
    'shows the search box, most visited posts and follow-us icons (%s, %i px)',
    async (lang, width) => {
      const words = LANGUAGES[lang];
      const { page, consoleErrors } = await site.chromium.newPage(width);
      await page.goto(`${site.origin}${words.prefix}/blog-list`);
      const list = page.getByRole('region', { name: words.posts });
      await expect.poll(() => postCards(page, words.posts).count()).toBe(9);

      // The search box stands beside the filters button, above the posts.
      const search = list.getByRole('searchbox', { name: words.searchBox });
      const filters = list.getByRole('button', { name: words.filters, exact: true });
      expect(await search.isVisible()).toBe(true);
      expect(await filters.isVisible()).toBe(true);
      const [searchBox, filtersBox] = [await search.boundingBox(), await filters.boundingBox()];
      expect(
        Math.abs(searchBox!.y + searchBox!.height / 2 - filtersBox!.y - filtersBox!.height / 2),
      ).toBeLessThan(4);
      // Hidden ones (the sidebar's, the closed panel's) are out of the accessibility tree.
      expect(await page.getByRole('searchbox').count()).toBe(1);

      // The most visited posts and the follow-us icons follow the posts.
      const sidebar = page.getByRole('complementary');
      const mostVisited = sidebar.getByRole('heading', { name: words.mostVisited });
      await mostVisited.waitFor();
      const popular = await api(`ordering=-visited&limit=4&lang=${lang}`);
      for (const post of popular.results) {
        expect(await sidebar.getByRole('link', { name: post.title }).isVisible()).toBe(true);
      }
      const followUs = sidebar.getByRole('region', { name: words.followUs });
      expect(await followUs.getByRole('link', { name: 'Instagram' }).isVisible()).toBe(true);
      const lastCard = (await postCards(page, words.posts).last().boundingBox())!;
      expect((await mostVisited.boundingBox())!.y).toBeGreaterThan(lastCard.y + lastCard.height);
      // The toggles live in the filter panel here, not twice on the page.
      expect(await sidebar.getByRole('heading', { name: words.category }).isVisible()).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBe(width);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    },
  );

  it.each(CASES)(
    'searches from the bar back to page 1, counts active filters and clears them (%s, %i px)',
    async (lang, width) => {
      const words = LANGUAGES[lang];
      const { page, consoleErrors } = await site.chromium.newPage(width);
      await page.goto(`${site.origin}${words.prefix}/blog-list`);
      const posts = postCards(page, words.posts);
      const list = page.getByRole('region', { name: words.posts });
      await expect.poll(() => posts.count()).toBe(9);
      const second = list.getByRole('button', { name: words.page(words.digits(2)) });
      await settledInView(second);
      await second.click();
      await expect
        .poll(() =>
          list
            .getByRole('button', { name: words.page(words.digits(2)) })
            .getAttribute('aria-current'),
        )
        .toBe('page');

      const search = list.getByRole('searchbox', { name: words.searchBox });
      await search.fill(words.search);
      await search.press('Enter');
      await page.waitForURL(/search=/);
      const featured = (await api(`is_featured=true&ordering=-created_at&limit=1&lang=${lang}`))
        .results[0];
      const found = await api(
        `search=${encodeURIComponent(words.search)}&exclude=${featured.id}&limit=9&lang=${lang}`,
      );
      expect(found.count).toBeGreaterThan(0);
      await expect.poll(() => posts.count()).toBe(found.results.length);
      await posts.first().getByRole('heading', { name: found.results[0].title }).waitFor();

      // One filter: the button says so, in its name and with a badge.
      const counted = (n: number) =>
        list.getByRole('button', { name: words.active(words.digits(n)), exact: true });
      await counted(1).waitFor();
      expect(await counted(1).innerText()).toContain(words.digits(1));
      expect(await accessibilityViolations(page)).toEqual([]);

      // Two more from the panel.
      await counted(1).click();
      const panel = page.getByRole('dialog', { name: words.filters });
      await panel.waitFor();
      await panel.getByRole('checkbox', { name: words.group }).check();
      await panel.getByRole('button', { name: words.tag, exact: true }).click();
      expect(await accessibilityViolations(page)).toEqual([]);
      await panel.getByRole('button', { name: words.apply }).click();
      await page.waitForURL(/group=2&tag=3/);
      await counted(3).waitFor();

      // Clearing them leaves the plain list, with the focus on its heading.
      await list.getByRole('button', { name: words.clear, exact: true }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await list.getByRole('button', { name: words.filters, exact: true }).waitFor();
      expect(await search.inputValue()).toBe('');
      await expect.poll(() => posts.count()).toBe(9);
      expect(await list.getByRole('button', { name: words.clear }).count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('blog-posts-title');
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    },
  );

  it.each([
    ['fa', 375],
    ['en', 800],
    ['en', 1280],
  ] as const)(
    'keeps the featured post out of the list on every page (%s, %i px)',
    async (lang, width) => {
      const words = LANGUAGES[lang];
      const { page, consoleErrors } = await site.chromium.newPage(width);
      await page.goto(`${site.origin}${words.prefix}/blog-list`);
      const featured = (await api(`is_featured=true&ordering=-created_at&limit=1&lang=${lang}`))
        .results[0];
      const all = await api(`lang=${lang}`);
      await page.getByRole('article', { name: featured.title }).waitFor();
      const posts = postCards(page, words.posts);
      await expect.poll(() => posts.count()).toBe(9);
      // The pager answers once the page has come to life (a busy machine takes seconds).
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));

      const titles: string[] = [];
      const pages = Math.ceil((all.count - 1) / 9);
      for (let n = 1; n <= pages; n++) {
        if (n > 1) {
          const button = page.getByRole('button', { name: words.page(words.digits(n)) });
          await button.click();
          await expect.poll(() => button.getAttribute('aria-current')).toBe('page');
          // The page before stays on screen until the new one has come.
          const grid = page.getByRole('region', { name: words.posts }).locator('ul').first();
          await expect.poll(() => grid.getAttribute('aria-busy')).toBe('false');
        }
        // Every page but the last is full.
        await expect
          .poll(() => posts.count())
          .toBe(n < pages ? 9 : all.count - 1 - 9 * (pages - 1));
        // The text itself: a card off the screen is not laid out, so it has no rendered text.
        titles.push(...(await posts.getByRole('heading', { level: 3 }).allTextContents()));
      }
      expect(titles).not.toContain(featured.title);
      expect(new Set(titles).size).toBe(all.count - 1);
      expect(consoleErrors).toEqual([]);
      await page.close();
    },
  );

  it.each([
    ['/blog-list', 375],
    [`/en/blog-list?search=Kish&group=4`, 800],
  ] as const)(
    'hydrates %s at %i px keeping every element the service rendered',
    async (path, width) => {
      const { page, consoleErrors } = await site.chromium.newPage(width);
      await page.addInitScript({
        content: `document.addEventListener('DOMContentLoaded', () => {
        window.serverElements = [...document.querySelectorAll('#root main section, #root main aside, #root main a, #root main button, #root main input, #root img')];
      });`,
      });
      await page.goto(`${site.origin}${path}`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
      const { kept, total } = await page.evaluate(() => {
        const elements = (window as unknown as { serverElements: Element[] }).serverElements;
        return { total: elements.length, kept: elements.filter((e) => e.isConnected).length };
      });
      expect(total).toBeGreaterThan(20);
      expect(kept).toBe(total);
      expect(consoleErrors).toEqual([]);
      await page.close();
    },
  );
});
