// A post withdrawn in the studio leaves visitors' offline copies: a visitor who read it
// keeps it offline while it is published; once it is withdrawn, the visitor's next page
// load with a network drops its page, its reads and its saved queries, and offline it is
// then a page not available offline, its text shown no more.
import { describe, expect, it } from 'vitest';
import type { PostEditor } from '@contract/studio/posts';
import {
  addTestAccount,
  callStudio,
  signIn,
} from '../../server/src/modules/studio/studio-test-client';
import { offlineFaults, waitForSavedQuery, waitForServiceWorker } from '../support/offline';
import { withRealSite } from '../support/real-site';

const POST = `/blog-list/3-${encodeURIComponent('سفر-به-کیش-در-زمستان')}`;
const TITLE = 'سفر به کیش در زمستان';

describe('a withdrawn post and the offline copy', () => {
  const site = withRealSite({ serviceWorkers: 'allow' });

  it('keeps a published post offline after a visit, and drops it once withdrawn', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    const title = page.getByRole('heading', { level: 1, name: TITLE });
    await page.goto(`${site.origin}/`);
    await waitForServiceWorker(page);
    await page.goto(`${site.origin}${POST}`);
    await title.waitFor();
    await waitForSavedQuery(page, 'fa', '"post"');
    await page.context().setOffline(true);
    await page.reload();
    await title.waitFor();
    await page.context().setOffline(false);

    // Withdrawn in Persian by an editor.
    await addTestAccount(site.t.app, 'editor');
    const session = await signIn(site.t.app, 'editor@parvaz.test');
    const post: PostEditor = (
      await callStudio(site.t.app, 'post', { session, params: { id: 3 } })
    ).json();
    const withdrawn = await callStudio(site.t.app, 'withdrawPost', {
      session,
      params: { id: 3 },
      body: { languages: ['fa'] },
      headers: { 'if-match': `"${post.version}"` },
    });
    expect(withdrawn.statusCode).toBe(200);

    // The next page load with a network: the worker drops what it kept of the post.
    await page.goto(`${site.origin}/`);
    await expect
      .poll(
        () =>
          page.evaluate(async (path) => {
            const pages = await (await caches.open('pages')).keys();
            const content = await (await caches.open('content')).keys();
            return {
              page: pages.some((request) => new URL(request.url).pathname === path),
              read: content.some((request) => /\/Blog\/3\?/.test(request.url)),
            };
          }, POST),
        { timeout: 10_000 },
      )
      .toEqual({ page: false, read: false });
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('parvaz-query-cache');
              open.onsuccess = () => {
                const database = open.result;
                const read = database
                  .transaction('entries')
                  .objectStore('entries')
                  .get('queries:fa');
                read.onsuccess = () => resolve(String(read.result?.value ?? ''));
                database.close();
              };
            }),
        ),
      )
      .not.toMatch(/\["post",\{"lang":"fa","id":3\}\]/);

    // The browser's own HTTP cache may still answer with its copy for the five minutes the
    // service's stale-while-revalidate allows; that window passed, as the offline copies
    // are what is tested here.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.context().setOffline(true);
    await page.goto(`${site.origin}${POST}`);
    // Offline, the post is one of the pages not saved for offline use.
    await page.getByText(/هنوز برای استفاده‌ی آفلاین ذخیره نشده است/).waitFor();
    expect(await title.count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('کیش در زمستان هوایی معتدل');
    await page.context().setOffline(false);
    expect(offlineFaults(consoleErrors)).toEqual([]);
    await page.close();
  });
});
