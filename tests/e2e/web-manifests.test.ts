// Each language is its own installable app: the head of every page links its language's
// manifest, whose name, description, language, direction, start address and id are that
// language's, and Chromium finds the English app installable.
import { describe, expect, it } from 'vitest';
import { waitForServiceWorker } from '../support/offline';
import { withRealSite } from '../support/real-site';

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  icons: unknown[];
}

const APPS = [
  { lang: 'fa', home: '/', manifest: '/manifest.webmanifest', name: 'هواپیمایی پرواز', dir: 'rtl' },
  {
    lang: 'en',
    home: '/en/',
    manifest: '/en/manifest.webmanifest',
    name: 'Parvaz Airlines',
    dir: 'ltr',
  },
  {
    lang: 'ar',
    home: '/ar/',
    manifest: '/ar/manifest.webmanifest',
    name: 'طيران برواز',
    dir: 'rtl',
  },
];

describe('one installable app per language', () => {
  const site = withRealSite({ serviceWorkers: 'allow' });

  it.each(APPS)('links and serves the $lang manifest', async (app) => {
    for (const page of [
      app.home,
      `${app.home.replace(/\/$/, '')}/about`,
      `${app.home.replace(/\/$/, '')}/no/such/page`,
    ]) {
      const html = await (await fetch(`${site.origin}${page}`)).text();
      const links = [...html.matchAll(/<link rel="manifest" href="([^"]+)"/g)].map((m) => m[1]);
      expect(links, page).toEqual([app.manifest]);
    }
    const response = await fetch(`${site.origin}${app.manifest}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      id: app.home,
      name: app.name,
      lang: app.lang,
      dir: app.dir,
      start_url: app.home,
      scope: app.home,
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.description.length).toBeGreaterThan(20);
    expect(manifest.icons.length).toBe(3);
  });

  it('gives each language app its own id and name', async () => {
    const manifests = await Promise.all(
      APPS.map(
        async (app) => (await (await fetch(`${site.origin}${app.manifest}`)).json()) as Manifest,
      ),
    );
    expect(new Set(manifests.map((m) => m.id)).size).toBe(3);
    expect(new Set(manifests.map((m) => m.name)).size).toBe(3);
  });

  it('links the new language’s manifest when the visitor switches language', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/about`);
    await page.getByRole('button', { name: /انتخاب زبان/ }).click();
    await page.getByRole('option', { name: /English/ }).click();
    await page.waitForURL(`${site.origin}/en/about`);
    await expect
      .poll(() => page.locator('head link[rel="manifest"]').getAttribute('href'))
      .toBe('/en/manifest.webmanifest');
    expect(await page.locator('head link[rel="manifest"]').count()).toBe(1);
    await page.evaluate(() => localStorage.removeItem('lang'));
    await page.close();
  });

  it('finds the English app installable in Chromium', async () => {
    const { page } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/en/`);
    await waitForServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
    };
    expect(url).toBe(`${site.origin}/en/manifest.webmanifest`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
