// The installable, offline-first site in Chromium with its service worker: the manifest
// and install criteria, reading offline in the languages opened before, a clear message
// for what was never opened, and an update that waits for the visitor.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import type { Page } from '../support/browser';
import { installPrompted, raiseInstallOffer } from '../support/install-offer';
import { offlineFaults, waitForSavedQuery, waitForServiceWorker } from '../support/offline';
import { withRealSite } from '../support/real-site';

const POST = `/blog-list/3-${encodeURIComponent('سفر-به-کیش-در-زمستان')}`;
const POST_EN = '/blog-list/3-kish-island-in-winter';

/** The post's banner and first gallery photo have really loaded (not the placeholder). */
async function expectImagesLoaded(page: Page) {
  const images = [
    page.locator('article img').first(),
    page.getByRole('region').locator('.swiper-slide img').first(),
  ];
  for (const image of images) {
    // The screen may re-render while its data refreshes; ask again until the image settles.
    await expect
      .poll(async () => {
        try {
          await image.scrollIntoViewIfNeeded({ timeout: 1000 });
          return await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
        } catch {
          return 0;
        }
      })
      .toBeGreaterThan(0);
  }
}

describe('installable offline-first site', () => {
  const site = withRealSite({ serviceWorkers: 'allow' });

  it('has a manifest that meets the install criteria', async () => {
    const manifest = (await (await fetch(`${site.origin}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      lang: string;
      dir: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
      screenshots: { src: string; form_factor: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'هواپیمایی پرواز',
      short_name: 'پرواز',
      lang: 'fa',
      dir: 'rtl',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const image of [...manifest.icons, ...manifest.screenshots]) {
      const response = await fetch(`${site.origin}${image.src}`);
      expect(response.status, image.src).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);

    const { page } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/`);
    await waitForServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    // Headless Chromium does not offer installation on a first visit, so the offer is raised;
    // the header's button appears and hands it to the browser.
    expect(await page.getByRole('button', { name: 'نصب اپلیکیشن' }).count()).toBe(0);
    await raiseInstallOffer(page);
    await page.getByRole('button', { name: 'نصب اپلیکیشن' }).click();
    expect(await installPrompted(page)).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'نصب اپلیکیشن' }).count()).toBe(0);
    const sw = await fetch(`${site.origin}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    await page.close();
  });

  afterEach(() => site.chromium.browser.setOffline(false));

  it('shows what was read before with no network, and says what is not available', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/`);
    await page.getByRole('heading', { level: 1, name: 'آسمان، نزدیک‌تر از همیشه' }).waitFor();
    await waitForServiceWorker(page);
    await page.goto(`${site.origin}/blog-list`);
    await page.getByRole('heading', { level: 1, name: 'وبلاگ', exact: true }).waitFor();
    await page.goto(`${site.origin}${POST}`);
    await page.getByRole('heading', { level: 1, name: 'سفر به کیش در زمستان' }).waitFor();
    await expectImagesLoaded(page);
    await waitForSavedQuery(page, 'fa', '"post"');

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'سفر به کیش در زمستان' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'آفلاین هستید' }).waitFor();
    await expectImagesLoaded(page);
    // A fresh page, offline from its first request, shows the post and its images too.
    const { page: fresh } = await site.chromium.newPage(1280);
    await fresh.goto(`${site.origin}${POST}`);
    await fresh.getByRole('heading', { level: 1, name: 'سفر به کیش در زمستان' }).waitFor();
    await expectImagesLoaded(fresh);
    await fresh.close();
    await page.goto(`${site.origin}/`);
    await page.getByRole('heading', { level: 1, name: 'آسمان، نزدیک‌تر از همیشه' }).waitFor();
    await page.goto(`${site.origin}/blog-list`);
    await expect
      .poll(() => page.getByRole('region', { name: 'مطالب وبلاگ' }).locator('article').count())
      .toBe(9);

    // Never opened: the shell loads and says the page is not available offline yet.
    await page.goto(`${site.origin}/media`);
    await page.getByText(/هنوز برای استفاده‌ی آفلاین ذخیره نشده است/).waitFor();
    await page.goto(`${site.origin}/en/`);
    await page.getByText(/not available offline yet|هنوز برای استفاده‌ی آفلاین/).waitFor();

    // English once online, then offline again: its saved content shows.
    await page.context().setOffline(false);
    await page.goto(`${site.origin}/en/`);
    await page.getByRole('heading', { level: 1, name: 'The sky, closer than ever' }).waitFor();
    await page.goto(`${site.origin}/en${POST_EN}`);
    await page.getByRole('heading', { level: 1, name: 'Kish Island in winter' }).waitFor();
    await expectImagesLoaded(page);
    await waitForSavedQuery(page, 'en', '"post"');
    await page.context().setOffline(true);
    await page.goto(`${site.origin}/en/`);
    await page.getByRole('heading', { level: 1, name: 'The sky, closer than ever' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await page.goto(`${site.origin}/en${POST_EN}`);
    await page.getByRole('heading', { level: 1, name: 'Kish Island in winter' }).waitFor();
    await expectImagesLoaded(page);
    await page.context().setOffline(false);
    expect(offlineFaults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('announces an update and lets the visitor apply it, without a forced reload', async () => {
    // A new build: the worker and the compressed copies the service sends of it.
    const swFile = path.join(site.t.config.siteDir, 'sw.js');
    const original = fs.readFileSync(swFile);
    const compressed = { br: zlib.brotliCompressSync, gz: zlib.gzipSync };
    const writeWorker = (content: Buffer) => {
      fs.writeFileSync(swFile, content);
      for (const [extension, compress] of Object.entries(compressed))
        fs.writeFileSync(`${swFile}.${extension}`, compress(content));
    };
    const { page } = await site.chromium.newPage(1280);
    try {
      await page.goto(`${site.origin}/en/`);
      await waitForServiceWorker(page);
      await page.getByLabel('First name').fill('typed before the update');
      writeWorker(Buffer.concat([original, Buffer.from('\n// next build\n')]));
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const prompt = page.getByText('A new version of the site is available.');
      await prompt.waitFor();
      // Nothing reloads by itself: what the visitor typed is still there.
      await page.waitForTimeout(500);
      expect(await page.getByLabel('First name').inputValue()).toBe('typed before the update');
      // While it waits, other notices still show: a message sent meanwhile says so.
      await page.getByLabel('Last name').fill('Karimi');
      await page.getByLabel('Email').fill('ali@example.com');
      await page.getByLabel('Mobile number').fill('09120000000');
      await page.getByLabel('Message').fill('Sent while an update waits');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Your message was sent').waitFor();
      expect(await prompt.isVisible()).toBe(true);
      // On a phone its buttons keep their words whole, on one line each.
      await page.setViewportSize({ width: 390, height: 800 });
      for (const name of ['Reload', 'Later'])
        expect(
          await page.getByRole('button', { name }).evaluate((button) => {
            // How many lines the button's words are drawn on.
            const range = document.createRange();
            range.selectNodeContents(button);
            return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
          }),
        ).toBe(1);
      // The notice open, with the message's toast beside it, meets no accessibility rule.
      expect(await accessibilityViolations(page)).toEqual([]);
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && registration.active !== null;
        }),
      ).toBe(true);
    } finally {
      writeWorker(original);
      await page.close();
    }
  });

  it('works online when IndexedDB is unavailable, as in some private modes', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    // As in private modes that refuse it: every attempt to open a database fails.
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException(
          'A mutation operation was attempted on a database that did not allow mutations.',
          'InvalidStateError',
        );
      };
    });
    await page.goto(`${site.origin}/en/`);
    await page.getByRole('heading', { level: 1, name: 'The sky, closer than ever' }).waitFor();
    await page.goto(`${site.origin}/en/blog-list`);
    await expect
      .poll(() => page.getByRole('region', { name: 'Blog posts' }).locator('article').count())
      .toBe(9);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
