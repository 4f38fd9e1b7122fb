// The pages prepared before the service listens: every fixed page of every active language is
// in the page cache for the service's own address, and the API answers those pages read are
// prepared in every language; without the built site nothing is asked for.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAddress } from '@contract/api-routes';
import { withLanguage } from '@contract/site-addresses';
import { SITEMAP_FIXED_PAGES } from '@contract/site-pages';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { prepareFixedPages } from './prepare-pages';

const builtRenderer = fs.existsSync('build/ssr/entry-server.js');
const LANGUAGES = ['fa', 'en', 'ar'];

describe.runIf(builtRenderer)('the fixed pages prepared at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      serveSite: true,
      env: { PUBLIC_ORIGIN: 'https://parvaz.example' },
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const companyName = async (lang: string) =>
    (await get(readAddress('companies', lang))).json()[0].name as string;

  it('sends every fixed page of every language from the cache, and its frame prepared', async () => {
    expect(t.app.pages.size.entries).toBe(0);
    await prepareFixedPages(t.app);
    // Each page, and its path's frame (page-frame.ts).
    expect(t.app.pages.size.entries).toBe(2 * LANGUAGES.length * SITEMAP_FIXED_PAGES.length);

    // Renamed behind the service's back: an answer prepared before still shows the old name.
    const names = Object.fromEntries(
      await Promise.all(
        LANGUAGES.map(async (lang) => {
          const [row] = await t.db
            .selectFrom('companies')
            .select('name')
            .where('lang', '=', lang)
            .execute();
          return [lang, row!.name] as const;
        }),
      ),
    );
    await t.db.updateTable('companies').set({ name: 'Renamed' }).execute();
    for (const lang of LANGUAGES) {
      expect(await companyName(lang), lang).toBe(names[lang]);
      for (const { path } of SITEMAP_FIXED_PAGES) {
        const page = await get(withLanguage(lang, path));
        expect(page.headers['x-cache'], `${lang} ${path}`).toBe('hit');
        expect(page.statusCode, `${lang} ${path}`).toBe(200);
      }
    }
    for (const lang of LANGUAGES) {
      await t.db
        .updateTable('companies')
        .set({ name: names[lang] })
        .where('lang', '=', lang)
        .execute();
    }
  });
});

describe('the fixed pages without the built site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: false });
  });
  afterAll(() => t.close());

  it('asks for nothing', async () => {
    await prepareFixedPages(t.app);
    expect(t.app.pages.size.entries).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/en/about' })).statusCode).toBe(404);
  });
});
