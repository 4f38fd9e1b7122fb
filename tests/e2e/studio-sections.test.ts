// The studio's screens for the fixed pages' texts (home, about, services) in Chromium against
// the real service: a Persian-reading editor on a phone changes the home page's title, which
// leaves its English translation outdated; an English-reading one on a wide screen translates
// it beside the source, resolves a stale save field by field and publishes English alone,
// which visitors read at /en at once while / keeps its Persian title. A rich text keeps its
// paragraphs' direction and ZWNJ; revisions are compared and restored. axe checks the list
// and the editor at both widths in both languages.
import { describe, expect, it } from 'vitest';
import type { SectionPageEditor } from '@contract/studio/sections';
import {
  callStudio,
  signIn as signInThroughApi,
} from '../../server/src/modules/studio/studio-test-client';
import type { Page } from '../support/browser';
import {
  consoleFaults,
  expectAccessible,
  screenHeading as heading,
} from '../support/studio-screens';
import { withStudioWorkspace } from '../support/studio-workspace';

const FA_EDITOR = 'fa-sections@parvaz.test';
const EN_EDITOR = 'en-sections@parvaz.test';
/** The home page's title (the header's first component) and its first feature's rich text. */
const TITLE = 'home-header.0.text';
const FEATURE = 'home-about.2.html';
const FA_TITLE_BEFORE = 'آسمان، نزدیک‌تر از همیشه';
const FA_TITLE = 'آسمان، نزدیک‌تر از همیشه برای شما';
const EN_TITLE = 'The sky, nearer for you';
const EN_TITLE_FINAL = 'The sky, nearer than ever for you';
const FA_PARAGRAPH = 'این بند هم دیدنی می\u200cشود';

/** Refusals the screens word (401 before signing in, 400 a broken rule, 412 a stale save). */
const faults = (consoleErrors: string[]) => consoleFaults(consoleErrors, [400, 401, 412]);

/** Where a text of the language being edited sits (its label, badges, control, refusal). */
const fieldRow = (page: Page, key: string) => page.locator(`[data-field="${key}"]`);

describe("studio: the fixed pages' texts", () => {
  /** The English editor works in a browser of its own (its own session), on a wide screen. */
  const workspace = withStudioWorkspace([
    { role: 'editor', email: FA_EDITOR, language: 'fa' },
    { role: 'editor', email: EN_EDITOR, language: 'en' },
  ]);
  const { site, studio, signIn, visitorHeading } = workspace;

  async function homeNow(): Promise<SectionPageEditor> {
    const answer = await workspace.call(EN_EDITOR, 'sectionPage', {
      params: { policy: 'home-page' },
    });
    return answer.json();
  }

  it('lists home, about and services in studio words with each language, on a phone', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/section-pages'));
    await signIn(page, FA_EDITOR);
    await heading(page, 'متن‌های سایت').waitFor();
    const nav = page.getByRole('navigation', { name: 'بخش‌های استودیو' });
    await nav.getByRole('link', { name: 'متن‌های سایت' }).waitFor();
    const rows = page.getByRole('table', { name: 'صفحه‌های ثابت سایت' }).locator('tbody tr');
    await expect
      .poll(() => rows.locator('th').allTextContents())
      .toEqual(['صفحه‌ی اصلی', 'صفحه‌ی درباره‌ی ما', 'صفحه‌ی خدمات']);
    const home = rows.filter({ hasText: 'صفحه‌ی اصلی' });
    await home.getByText('انگلیسی: آماده').waitFor();
    expect(await home.getByText('منتشرشده').count()).toBe(3);
    await expectAccessible(page);
    await home.getByRole('link', { name: 'صفحه‌ی اصلی' }).click();
    await heading(page, 'متن‌های صفحه‌ی اصلی').waitFor();
    // The first language that is not the source opens.
    expect(new URL(page.url()).pathname).toBe('/studio/section-pages/home-page');
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('changes a Persian text in its section, and shows the English one outdated', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/section-pages/home-page/fa'));
    await heading(page, 'متن‌های صفحه‌ی اصلی').waitFor();
    // Each section's texts sit under its title.
    const header = page.getByRole('group', { name: 'سربرگ' });
    const title = header.locator(`[data-field="${TITLE}"]`).getByLabel('عنوان — متن ساده');
    expect(await title.getAttribute('dir')).toBe('rtl');
    expect(await title.inputValue()).toBe(FA_TITLE_BEFORE);
    await title.fill(FA_TITLE);
    await fieldRow(page, TITLE).getByText('ذخیره‌نشده').waitFor();
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'ذخیره شد.' }).waitFor();
    expect((await homeNow()).languages.fa!.fields[TITLE]).toBe(FA_TITLE);

    const tabs = page.getByRole('navigation', { name: 'زبان‌های صفحه' });
    await tabs.getByRole('link', { name: /انگلیسی/ }).click();
    await fieldRow(page, TITLE).getByText('کهنه').waitFor();
    await tabs.getByRole('link', { name: /انگلیسی.*کهنه/ }).waitFor();
    const source = fieldRow(page, TITLE).locator('p[lang="fa"]');
    expect(await source.textContent()).toBe(FA_TITLE);
    expect(await source.getAttribute('dir')).toBe('rtl');
    await expectAccessible(page);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('translates it beside the source on a wide screen, the edit kept through a reload', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/section-pages/home-page'));
    await signIn(page, EN_EDITOR);
    await heading(page, 'Texts of the home page').waitFor();
    const current = page
      .getByRole('navigation', { name: "The page's languages" })
      .locator('[aria-current="page"]');
    expect(await current.textContent()).toContain('English');
    const row = fieldRow(page, TITLE);
    await row.getByText('Outdated').waitFor();
    expect(await row.locator('p[lang="fa"]').textContent()).toBe(FA_TITLE);
    const title = row.getByLabel('Title — plain text');
    expect(await title.getAttribute('dir')).toBe('ltr');
    await title.fill(EN_TITLE);
    await row.getByText('Unsaved').waitFor();
    await page.reload();
    await page.getByRole('status').filter({ hasText: "This device's unsaved edits" }).waitFor();
    expect(await title.inputValue()).toBe(EN_TITLE);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await row.getByText('Done').waitFor();
    expect((await homeNow()).languages.en!.fields[TITLE]).toBe(EN_TITLE);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('answers a stale save with a conflict resolved text by text on screen', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/section-pages/home-page/en'));
    await heading(page, 'Texts of the home page').waitFor();

    // Another session changes the English title after this screen read the page.
    const theirs = 'The sky, from another desk';
    const saved = await callStudio(site.t.app, 'saveSectionPageLanguage', {
      session: await signInThroughApi(site.t.app, FA_EDITOR),
      params: { policy: 'home-page', lang: 'en' },
      body: { fields: { [TITLE]: theirs } },
      headers: { 'if-match': `"${(await homeNow()).version}"` },
    });
    expect(saved.statusCode).toBe(200);

    await fieldRow(page, TITLE).getByLabel('Title — plain text').fill(EN_TITLE_FINAL);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('region', {
      name: "Someone else changed this page's texts meanwhile",
    });
    await conflict.getByText(theirs).waitFor();
    await expectAccessible(page);
    const choice = conflict.getByRole('group', { name: 'سربرگ: Title — plain text' });
    await choice.getByRole('radio', { name: 'Take the other' }).check();
    await choice.getByRole('radio', { name: 'Keep mine' }).check();
    await conflict.getByRole('button', { name: 'Save on the current version' }).click();
    await expect.poll(() => conflict.count()).toBe(0);
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await fieldRow(page, TITLE).getByLabel('Title — plain text').inputValue()).toBe(
      EN_TITLE_FINAL,
    );
    expect((await homeNow()).languages.en!.fields[TITLE]).toBe(EN_TITLE_FINAL);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('publishes English alone: /en shows it at once, / keeps its Persian title', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/section-pages/home-page/en'));
    await heading(page, 'Texts of the home page').waitFor();
    const title = fieldRow(page, TITLE).getByLabel('Title — plain text');
    // An empty title is refused by publishing, on its field.
    await title.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByRole('button', { name: 'Publish English' }).click();
    await fieldRow(page, TITLE).getByText('Required', { exact: true }).waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');

    await title.fill(EN_TITLE_FINAL);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByRole('button', { name: 'Publish English' }).click();
    await page.getByRole('alert').filter({ hasText: 'Published; visitors see it now.' }).waitFor();
    // The site always shows these pages: nothing to withdraw.
    expect(await page.getByRole('button', { name: /^Withdraw/ }).count()).toBe(0);
    expect(await visitorHeading('/en')).toBe(EN_TITLE_FINAL);
    expect(await visitorHeading('/')).toBe(FA_TITLE_BEFORE);
    const languages = (await homeNow()).languages;
    expect([languages.en!.unpublishedChanges, languages.fa!.unpublishedChanges]).toEqual([
      false,
      true,
    ]);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it("keeps a rich text paragraph's direction and its ZWNJ", async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/section-pages/home-page/fa'));
    await heading(page, 'متن‌های صفحه‌ی اصلی').waitFor();
    const feature = fieldRow(page, FEATURE);
    const body = feature.getByRole('textbox', { name: 'ویژگی ۱ — متن قالب‌دار' });
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(FA_PARAGRAPH);
    await feature.getByText('ذخیره‌نشده').waitFor();
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'ذخیره شد.' }).waitFor();
    const stored = (await homeNow()).languages.fa!.fields[FEATURE];
    expect(stored).toContain(`<p dir="auto">${FA_PARAGRAPH}</p>`);
    const paragraph = body.locator('p', { hasText: FA_PARAGRAPH });
    expect(await paragraph.evaluate((p) => getComputedStyle(p).direction)).toBe('rtl');

    // Beside the English translation, the source paragraph reads the same.
    await page
      .getByRole('navigation', { name: 'زبان‌های صفحه' })
      .getByRole('link', { name: /انگلیسی/ })
      .click();
    const source = fieldRow(page, FEATURE).locator('div[lang="fa"] p', { hasText: 'دیدنی' });
    expect(await source.textContent()).toBe(FA_PARAGRAPH);
    expect(await source.evaluate((p) => getComputedStyle(p).direction)).toBe('rtl');
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('compares two revisions text by text and restores one', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/section-pages/home-page/en'));
    await page.getByRole('link', { name: 'Revisions' }).click();
    await heading(page, 'Revisions of “Home page”').waitFor();
    const revisions = page.getByRole('table', { name: 'Revisions, newest first' });
    const english = revisions.locator('tbody tr').filter({ hasText: 'English' });
    // Newest first: the published title, the emptied one, the conflict's, the other desk's,
    // the first translation.
    await english.nth(4).waitFor();
    await english.nth(0).getByRole('checkbox').check();
    await english.nth(1).getByRole('checkbox').check();
    const comparison = page.getByRole('region', { name: 'Field by field' });
    const changed = comparison.locator('[data-changed="true"]');
    await expect
      .poll(() => changed.getByRole('heading').allTextContents())
      .toEqual(['سربرگ: Title — plain textDiffers']);
    await changed.getByText(EN_TITLE_FINAL).waitFor();
    await expectAccessible(page);

    await english
      .nth(4)
      .getByRole('button', { name: /^Restore revision/ })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The revision was restored as a new revision.' })
      .waitFor();
    await expect.poll(async () => (await homeNow()).languages.en!.fields[TITLE]).toBe(EN_TITLE);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('has nothing for axe on the list and the editor, at 375 and 1280 px, in Persian and English', async () => {
    for (const [browser, words] of [
      [site.chromium, { list: 'متن‌های سایت', editor: 'متن‌های صفحه‌ی اصلی' }],
      [workspace.wide, { list: 'Site texts', editor: 'Texts of the home page' }],
    ] as const) {
      const { page, consoleErrors } = await browser.newPage(375);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(studio('/section-pages'));
        await page.locator('table tbody tr').first().waitFor();
        await heading(page, words.list).waitFor();
        await expectAccessible(page);
        await page.goto(studio('/section-pages/home-page/en'));
        await heading(page, words.editor).waitFor();
        await fieldRow(page, FEATURE).getByRole('textbox').waitFor();
        await expectAccessible(page);
      }
      expect(faults(consoleErrors)).toEqual([]);
      await page.close();
    }
  });
});
