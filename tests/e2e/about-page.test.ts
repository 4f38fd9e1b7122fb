// The about page in Chromium against the real service and its demo content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import type { TestBrowser } from '../support/browser';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

describe('about page', () => {
  let t: TestApp;
  let chromium: TestBrowser;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp({ serveSite: true });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    chromium = await launchBrowser();
  });
  afterAll(async () => {
    await chromium?.close();
    await t?.close();
  });

  for (const [path, title, director] of [
    ['/about', 'از یک هواپیما تا بیست مقصد', 'مریم احمدی'],
    ['/en/about', 'From one aircraft to twenty destinations', 'Maryam Ahmadi'],
  ] as const) {
    for (const width of [375, 1280]) {
      it(`shows its sections at ${path} at ${width}px`, async () => {
        const { page, consoleErrors } = await chromium.newPage(width);
        await page.goto(`${origin}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByText(director).first().waitFor({ state: 'attached' });
        expect(await page.getByRole('heading', { level: 2 }).count()).toBe(4);
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await page.close();
      });
    }
  }

  it('goes back to the home page when the language has no about page', async () => {
    await t.db
      .deleteFrom('pages')
      .where('policy', '=', 'about-page')
      .where('lang', '=', 'ar')
      .execute();
    await t.app.contentChanged();
    const { page } = await chromium.newPage(1280);
    await page.goto(`${origin}/ar/about`);
    await page.waitForURL(`${origin}/ar/`);
    await page.close();
  });
});
