// What a first visit loads, and what it still does with less: a page the service rendered
// is hydrated without the libraries for reading from the network (axios, zod), sanitizing
// HTML (DOMPurify), storage (Dexie) or toasts, and its content is saved for offline use
// all the same, by the service worker, which is registered only once the page answers input.
// HTML from the service is sanitized whether the page was rendered by the service or read
// by the browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSavedQuery, waitForServiceWorker } from '../support/offline';
import { withRealSite } from '../support/real-site';

/** A text each library's code carries (a class, global or error name that minifying keeps). */
const LIBRARY_MARKERS = {
  dexie: 'Dexie',
  axios: 'AxiosHeaders',
  zod: 'ZodError',
  dompurify: 'DOMPurify',
  'react-toastify': 'Toastify',
};

const UNSAFE_BODY =
  '<p id="kept">متنی که می‌ماند</p><img src="/missing.png" onerror="window.__pwned = 1">' +
  '<script>window.__pwned = 2</script><a id="link" href="javascript:window.__pwned = 3">پیوند</a>';

describe('a first visit', () => {
  const site = withRealSite({ serviceWorkers: 'allow' });

  /** The libraries whose code the page has loaded so far. */
  function watchLibraries(page: Page): () => Promise<string[]> {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js'))
        scripts.push(response.text().catch(() => ''));
    });
    return async () => {
      const code = await Promise.all(scripts);
      expect(code.length).toBeGreaterThan(0);
      return Object.entries(LIBRARY_MARKERS)
        .filter(([, marker]) => code.some((text) => text.includes(marker)))
        .map(([library]) => library);
    };
  }

  it('hydrates the home page without the libraries it does not use yet', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    const loaded = watchLibraries(page);
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    // The content is still saved for offline use: the service worker does the storing.
    await waitForServiceWorker(page);
    await waitForSavedQuery(page, 'fa', 'home-page');
    await page.waitForLoadState('networkidle');

    expect(await loaded()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('registers the service worker only once the page answers input', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    // Each registration notes whether the page was already marked ready when it was asked.
    await page.addInitScript(() => {
      const calls: boolean[] = [];
      (window as unknown as { registeredWhenReady: boolean[] }).registeredWhenReady = calls;
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args: Parameters<typeof register>) => {
        calls.push(document.documentElement.hasAttribute('data-ready'));
        return register(...args);
      };
    });
    await page.goto(`${site.origin}/en/blog-list`);
    // The worker an earlier visit installed may already control the page: wait for the call.
    await page.waitForFunction(
      () =>
        (window as unknown as { registeredWhenReady: boolean[] }).registeredWhenReady.length > 0,
    );
    await waitForServiceWorker(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { registeredWhenReady: boolean[] }).registeredWhenReady,
      ),
    ).toEqual([true]);
    expect(consoleErrors).toEqual([]);
  });

  it('brings the application form to life without zod, loading it when the visitor starts', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    const loaded = watchLibraries(page);
    await page.goto(`${site.origin}/forms/1-مهماندار-پرواز/apply`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    await page.waitForLoadState('networkidle');
    expect(await loaded()).toEqual([]);

    // Starting on the form loads the check, and an empty send shows the field's message.
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();
    await page.getByText('این فیلد الزامی است').first().waitFor();
    await expect.poll(loaded).toEqual(expect.arrayContaining(['zod', 'axios', 'dexie']));
    expect(consoleErrors).toEqual([]);
  });

  it('sanitizes HTML on a rendered page and on one read in the browser', async () => {
    await site.t.db
      .insertInto('custom_pages')
      .values({
        id: 900,
        lang: 'fa',
        path: 'unsafe',
        title: 'صفحه‌ی آزمایشی',
        body: UNSAFE_BODY,
        updated_at: new Date().toISOString(),
      })
      .execute();
    await site.t.app.contentChanged();
    const { page } = await site.chromium.newPage(1280);

    const expectSanitized = async () => {
      await page.locator('#kept').waitFor();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
      expect(await page.locator('main script').count()).toBe(0);
      expect(await page.locator('main img').getAttribute('onerror')).toBeNull();
      expect(await page.locator('#link').getAttribute('href')).toBeNull();
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    };

    // Rendered by the service, then hydrated: the sanitized HTML stays in place.
    await page.goto(`${site.origin}/page/unsafe`);
    await expectSanitized();
    await page.waitForTimeout(500);
    expect(await page.locator('#kept').textContent()).toBe('متنی که می‌ماند');

    // Read by the browser after an in-app navigation: the sanitizer loads with the answer.
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    await page.evaluate(() => {
      history.pushState(null, '', '/page/unsafe');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectSanitized();
  });
});
