// The outbox in Firefox ESR, which has no Background Sync: a page read before still reads
// with the network gone (its service worker serves it), a contact message sent then waits
// in the outbox, and it is delivered exactly once when the network returns: by a timer
// when Firefox never noticed the network was away (no `online` event comes), and at once,
// whatever its back-off, on a return to the tab, a reload and an `online` event.
//
// The network is cut at a TCP relay between Firefox and the service, not with Firefox's
// own offline emulation: over WebDriver BiDi that emulation fails the page's requests but
// lets the service worker's through (a read the worker makes still reaches the service),
// so it would not be a network that is gone. The emulation is used only where Firefox must
// itself say it is offline (`navigator.onLine`, the `online` event), together with the cut.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startTcpProxy } from '../support/tcp-proxy';
import type { TcpProxy } from '../support/tcp-proxy';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import type { TestFirefox } from './firefox-browser';
import {
  launchFirefox,
  reload,
  textOf,
  visit,
  waitForSavedQuery,
  waitForServiceWorker,
} from './firefox-browser';

const SAVED = 'ذخیره شد؛ وقتی آنلاین شوید ارسال می‌شود.';
const DELIVERED = 'پیامی که آفلاین نوشته بودید ارسال شد.';
const OUTBOX_COUNT = '[data-testid="outbox-count"]';

async function sendContact(page: Page, firstName: string) {
  const field = (name: string) => page.locator(`::-p-aria([name="${name}"][role="textbox"])`);
  await field('نام').fill(firstName);
  await field('نام خانوادگی').fill('رضایی');
  await field('ایمیل').fill('sara@example.com');
  await field('شماره موبایل').fill('09123456789');
  await field('پیام').fill('پیامی که در هواپیما نوشتم.');
  await page.locator('::-p-aria([name="ارسال پیام"][role="button"])').click();
  await page.waitForSelector(`::-p-text(${SAVED})`);
}

interface StoredItem {
  id: string;
  state: string;
  attempts: number;
  nextAttemptAt: number;
  fields: Record<string, string>;
}

/** The outbox as the page's IndexedDB holds it. */
const outboxItems = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<StoredItem[]>((resolve, reject) => {
        const open = indexedDB.open('parvaz-outbox');
        open.onsuccess = () => {
          const read = open.result.transaction('items').objectStore('items').getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result as StoredItem[]);
          };
          read.onerror = () => reject(read.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

/**
 * As if every waiting item had failed many times over: its next try ten minutes away, so
 * only the rule under test (not its back-off timer) can send it soon. Written under the
 * outbox's own lock, so no flush in the middle of a try writes over it.
 */
const backOffTenMinutes = (page: Page) =>
  page.evaluate(() =>
    navigator.locks.request(
      'parvaz-outbox-flush',
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('parvaz-outbox');
          open.onsuccess = () => {
            const transaction = open.result.transaction('items', 'readwrite');
            const store = transaction.objectStore('items');
            const read = store.getAll();
            read.onsuccess = () => {
              for (const item of read.result as StoredItem[])
                if (item.state === 'queued')
                  store.put({ ...item, attempts: 12, nextAttemptAt: Date.now() + 600_000 });
            };
            transaction.oncomplete = () => {
              open.result.close();
              resolve();
            };
            transaction.onerror = () => reject(transaction.error);
          };
          open.onerror = () => reject(open.error);
        }),
    ),
  );

/** Counts `online` events in the page from now on. */
const countOnlineEvents = (page: Page) =>
  page.evaluate(() => {
    const counted = window as unknown as { onlineEvents: number };
    counted.onlineEvents = 0;
    window.addEventListener('online', () => counted.onlineEvents++);
  });

describe('outbox of offline submissions in Firefox', () => {
  let t: TestApp;
  let relay: TcpProxy;
  let firefox: TestFirefox;
  let origin = '';
  let networkUp = true;
  const network = {
    async cut() {
      await relay.down();
      networkUp = false;
    },
    async restore() {
      if (networkUp) return;
      await relay.up();
      networkUp = true;
    },
  };
  /** How many messages the service stored from `firstName`. */
  const stored = async (firstName: string) =>
    (
      await t.db
        .selectFrom('contact_messages')
        .select('id')
        .where('first_name', '=', firstName)
        .execute()
    ).length;
  /** Once nothing waits in the outbox, nothing can be sent again. */
  const nothingWaits = (page: Page) =>
    expect
      .poll(async () => (await outboxItems(page)).every((item) => item.state === 'sent'))
      .toBe(true);

  beforeAll(async () => {
    t = await createTestApp({ serveSite: true });
    const direct = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    relay = await startTcpProxy('127.0.0.1', Number(direct.port));
    // The site's origin (its service worker, caches and outbox) is the relay's address.
    origin = `http://127.0.0.1:${relay.port}`;
    firefox = await launchFirefox();
  });
  afterEach(() => network.restore());
  afterAll(async () => {
    await firefox?.close();
    await relay?.close();
    await t?.close();
  });

  it('reads a page seen before with the network gone, and a timer delivers a message sent then, with no `online` event', async () => {
    const { page, consoleErrors } = await firefox.newPage(1280);
    await visit(page, `${origin}/#contact`);
    await waitForServiceWorker(page);
    await waitForSavedQuery(page, 'fa', 'home-page');

    await network.cut();
    await reload(page);
    expect(await textOf(page, 'h1')).toBe('آسمان، نزدیک‌تر از همیشه');
    // Firefox has not noticed: it still says it is online, and will send no `online` event.
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await countOnlineEvents(page);

    await sendContact(page, 'سارای فایرفاکس');
    await expect.poll(() => textOf(page, OUTBOX_COUNT)).toBe('1');
    // Tried again on a timer while the network is away, each try moving the next one on.
    await expect
      .poll(async () => (await outboxItems(page))[0]?.attempts ?? 0, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await stored('سارای فایرفاکس')).toBe(0);

    await network.restore();
    await page.waitForSelector(`::-p-text(${DELIVERED})`, { timeout: 30_000 });
    await expect.poll(() => textOf(page, OUTBOX_COUNT)).toBeNull();
    await nothingWaits(page);
    expect(await stored('سارای فایرفاکس')).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { onlineEvents: number }).onlineEvents),
    ).toBe(0);
    // Reads the worker could not answer with the network gone (Firefox words them as a
    // FetchEvent given an error) are expected; anything else is not.
    expect(
      consoleErrors.filter(
        (m) => !/NetworkError|Failed to fetch|Network Error|FetchEvent|no-response/.test(m),
      ),
    ).toEqual([]);
    await page.close();
  });

  it('sends every waiting item at once, whatever its back-off, on a return to the tab and on a reload', async () => {
    const { page } = await firefox.newPage(1280);
    await visit(page, `${origin}/#contact`);
    await waitForServiceWorker(page);
    await waitForSavedQuery(page, 'fa', 'home-page');

    await network.cut();
    await sendContact(page, 'بازگشت به برگه');
    await backOffTenMinutes(page);
    await network.restore();
    // The visitor looks at another tab for a while, then comes back.
    const other = await firefox.browser.newPage();
    await other.bringToFront();
    await expect.poll(() => page.evaluate(() => document.visibilityState)).toBe('hidden');
    expect(await stored('بازگشت به برگه')).toBe(0);
    await page.bringToFront();
    await expect.poll(() => stored('بازگشت به برگه')).toBe(1);
    await page.waitForSelector(`::-p-text(${DELIVERED})`);

    await network.cut();
    await sendContact(page, 'پس از بارگذاری');
    await backOffTenMinutes(page);
    await network.restore();
    await reload(page);
    await expect.poll(() => stored('پس از بارگذاری')).toBe(1);
    await nothingWaits(page);
    expect([await stored('بازگشت به برگه'), await stored('پس از بارگذاری')]).toEqual([1, 1]);
    await other.close();
    await page.close();
  });

  it('sends at once on `online` what was queued while Firefox said it was offline', async () => {
    const { page } = await firefox.newPage(375);
    await visit(page, `${origin}/#contact`);
    await waitForServiceWorker(page);

    await page.setOfflineMode(true);
    await network.cut();
    await page.waitForSelector('::-p-text(آفلاین هستید)');
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await sendContact(page, 'در حالت آفلاین');
    await backOffTenMinutes(page);

    await network.restore();
    await page.setOfflineMode(false);
    await expect.poll(() => stored('در حالت آفلاین')).toBe(1);
    await nothingWaits(page);
    expect(await stored('در حالت آفلاین')).toBe(1);
    await page.close();
  });
});
