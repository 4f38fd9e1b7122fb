// The studio's custom page screens in Chromium against the real service: a Persian-reading
// editor on a phone writes a page with its address, an English-reading one on a wide screen
// translates it beside the source; Persian published alone reaches visitors at once, a new
// address leaves the old one answering 301, a stale save is resolved on screen, and a page
// is deleted only once every language is withdrawn. axe checks the list and the editor at
// both widths in both languages.
import { describe, expect, it } from 'vitest';
import type { PageEditor } from '@contract/studio/custom-pages';
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

const FA_EDITOR = 'fa-pages@parvaz.test';
const EN_EDITOR = 'en-pages@parvaz.test';
const FA_TITLE = 'بار گم‌شده';
const FA_TITLE_CHANGED = 'بار گم‌شده و آسیب‌دیده';
const EN_TITLE = 'Lost baggage';
const ADDRESS = 'lost-baggage';
const NEW_ADDRESS = 'lost-or-damaged-baggage';
/** A demo page's address, which no other page may take. */
const TAKEN = 'baggage-rules';

/** Refusals the screens word (401 before signing in, 400 a broken rule, 412 a stale save). */
const faults = (consoleErrors: string[]) =>
  consoleFaults(consoleErrors, [400, 401, 412], { offline: true });

/** Where a field of the language being edited sits (its label, badges, control, refusal). */
const fieldRow = (page: Page, field: 'title' | 'body') => page.locator(`[data-field="${field}"]`);

describe('studio custom pages', () => {
  /** The English editor works in a browser of its own (its own session), on a wide screen. */
  const workspace = withStudioWorkspace([
    { role: 'editor', email: FA_EDITOR, language: 'fa' },
    { role: 'editor', email: EN_EDITOR, language: 'en' },
  ]);
  const { site, studio, signIn, visitorHeading } = workspace;
  let id = 0;

  async function pageNow(): Promise<PageEditor> {
    return (await workspace.call(EN_EDITOR, 'page', { params: { id } })).json();
  }

  const readable = (address: string) => `${site.origin}${address}`;

  it('writes a page in Persian at an address that follows the rule, on a phone', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/pages'));
    await signIn(page, FA_EDITOR);
    await heading(page, 'صفحه‌ها').waitFor();
    await page.getByRole('navigation', { name: 'بخش‌های استودیو' }).getByText('صفحه‌ها').waitFor();
    const form = page.getByRole('region', { name: 'صفحه‌ی تازه' });
    await form.getByLabel('عنوان').fill(FA_TITLE);
    await form.getByLabel('نشانی').fill('Baggage Rules');
    await form.getByLabel('متن').fill('اگر چمدان شما نرسید، همان‌جا به میز بار بگویید.');
    await form.getByRole('button', { name: 'ساختن صفحه' }).click();
    const address = form.getByLabel('نشانی');
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    // The rule is on the field as a hint; the refusal names it again.
    await form
      .getByText('واژه‌هایی با حروف کوچک که با خط تیره به هم پیوسته‌اند، مانند قوانین-بار', {
        exact: true,
      })
      .waitFor();
    await expectAccessible(page);

    // An address another page has is refused by the service, on the field.
    await address.fill(TAKEN);
    await form.getByRole('button', { name: 'ساختن صفحه' }).click();
    await form.getByText('صفحه‌ی دیگری این نشانی را دارد', { exact: true }).waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');

    await address.fill(ADDRESS);
    await form.getByRole('button', { name: 'ساختن صفحه' }).click();
    await heading(page, `ویرایش: ${FA_TITLE}`).waitFor();
    id = Number(/\/studio\/pages\/(\d+)\/fa$/.exec(new URL(page.url()).pathname)?.[1]);
    expect(id).toBeGreaterThan(0);
    // The addresses visitors will read, in every language, once published.
    const addresses = page.getByRole('region', { name: 'نشانی صفحه' });
    await addresses.getByText(readable(`/page/${ADDRESS}`), { exact: true }).waitFor();
    await addresses.getByText(readable(`/en/page/${ADDRESS}`), { exact: true }).waitFor();
    expect(await fieldRow(page, 'title').getByLabel('عنوان').getAttribute('dir')).toBe('rtl');
    await expectAccessible(page);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('translates it into English beside Persian, the edits kept through a reload', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio(`/pages/${id}`));
    await signIn(page, EN_EDITOR);
    await heading(page, `Editing: ${FA_TITLE}`).waitFor();
    const current = page
      .getByRole('navigation', { name: "The page's languages" })
      .locator('[aria-current="page"]');
    expect(await current.textContent()).toContain('English');
    const title = fieldRow(page, 'title');
    await title.getByText('Missing').waitFor();
    const source = title.locator('p[lang="fa"]');
    expect(await source.textContent()).toBe(FA_TITLE);
    expect(await source.getAttribute('dir')).toBe('rtl');
    await title.getByLabel('Title').fill(EN_TITLE);
    await title.getByText('Unsaved').waitFor();
    await page.reload();
    await page.getByRole('status').filter({ hasText: "This device's unsaved edits" }).waitFor();
    expect(await title.getByLabel('Title').inputValue()).toBe(EN_TITLE);

    const body = fieldRow(page, 'body').getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('If your suitcase does not arrive, tell the baggage desk there.');
    // The connection lost for this tab: the edits wait on the device, and the returning
    // connection saves them.
    await page.route('**/cms/studio/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'No connection' }).waitFor();
    expect((await pageNow()).languages.en!.fields.title).toBe('');
    await page.unroute('**/cms/studio/**');
    await workspace.wide.browser.setOffline(true);
    await workspace.wide.browser.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await title.getByText('Done').waitFor();
    expect((await pageNow()).languages.en!.fields.title).toBe(EN_TITLE);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('shows the English title outdated once the Persian title changes', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio(`/pages/${id}/fa`));
    await heading(page, `ویرایش: ${FA_TITLE}`).waitFor();
    await fieldRow(page, 'title').getByLabel('عنوان').fill(FA_TITLE_CHANGED);
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'ذخیره شد.' }).waitFor();

    const tabs = page.getByRole('navigation', { name: 'زبان‌های صفحه' });
    await tabs.getByRole('link', { name: /انگلیسی/ }).click();
    await fieldRow(page, 'title').getByText('کهنه').waitFor();
    await tabs.getByRole('link', { name: /انگلیسی.*کهنه/ }).waitFor();
    expect(await fieldRow(page, 'title').locator('p[lang="fa"]').textContent()).toBe(
      FA_TITLE_CHANGED,
    );

    // The list filtered by English's outdated translations, in the address, finds it.
    await page.goto(studio('/pages'));
    await page.getByLabel('زبان', { exact: true }).selectOption('en');
    await page.getByLabel('ترجمه', { exact: true }).selectOption('outdated');
    await page.getByRole('button', { name: 'پالایش' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?lang=en&state=outdated');
    const list = page.getByRole('table', { name: 'صفحه‌های سفارشی، تازه‌ترین نخست' });
    const rows = list.locator('tbody tr');
    await expect.poll(() => rows.allTextContents()).toHaveLength(1);
    await rows.getByText('انگلیسی: کهنه').waitFor();
    await rows.getByRole('link', { name: FA_TITLE_CHANGED }).waitFor();
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('publishes Persian alone, which visitors find at its address at once', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio(`/pages/${id}/fa`));
    await heading(page, /^ویرایش:/).waitFor();
    // The draft previewed at its address through a signed link, before visitors see it.
    await page.getByRole('button', { name: 'پیش‌نمایش فارسی' }).click();
    const previewLink = page.getByRole('link', { name: 'باز کردن پیش‌نمایش فارسی' });
    await previewLink.waitFor();
    const preview = await page.context().newPage();
    const answer = await preview.goto(
      new URL((await previewLink.getAttribute('href'))!, site.origin).href,
    );
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await preview.getByRole('heading', { level: 1 }).first().textContent()).toBe(
      FA_TITLE_CHANGED,
    );
    await preview.close();
    await page.getByRole('button', { name: 'انتشار فارسی' }).click();
    await page.getByRole('alert').filter({ hasText: 'منتشر شد' }).waitFor();
    await page.getByText('بازدیدکنندگان اکنون آن را این‌جا می‌یابند:').waitFor();
    expect(await visitorHeading(`/page/${ADDRESS}`)).toBe(FA_TITLE_CHANGED);
    const languages = (await pageNow()).languages;
    expect([languages.fa!.published, languages.en!.published]).toEqual([true, false]);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('moves the page to a new address, the old one answering 301 and shown as former', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio(`/pages/${id}/fa`));
    await heading(page, /^ویرایش:/).waitFor();
    const section = page.getByRole('region', { name: 'نشانی صفحه' });
    await section.getByLabel('نشانی').fill(NEW_ADDRESS);
    // The addresses follow what is typed.
    await section.getByText(readable(`/en/page/${NEW_ADDRESS}`), { exact: true }).waitFor();
    await section.getByRole('button', { name: 'ذخیره‌ی نشانی' }).click();
    await page.getByRole('alert').filter({ hasText: 'نشانی ذخیره شد' }).waitFor();
    await expect.poll(async () => (await pageNow()).shared.path).toBe(NEW_ADDRESS);
    await page.getByRole('button', { name: 'انتشار فارسی' }).click();
    const former = section.getByRole('list', { name: 'نشانی‌های پیشین که به این صفحه می‌رسانند' });
    await former.getByText(readable(`/page/${ADDRESS}`), { exact: true }).waitFor();

    const old = await fetch(`${site.origin}/page/${ADDRESS}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location')!, site.origin).pathname).toBe(
      `/page/${NEW_ADDRESS}`,
    );
    expect(await visitorHeading(`/page/${NEW_ADDRESS}`)).toBe(FA_TITLE_CHANGED);
    expect((await pageNow()).formerPaths).toContain(ADDRESS);

    await page.goto(studio('/pages'));
    const list = page.getByRole('table', { name: 'صفحه‌های سفارشی، تازه‌ترین نخست' });
    const row = list.locator('tbody tr').filter({ hasText: FA_TITLE_CHANGED });
    await row.getByText(`/page/${NEW_ADDRESS}`).waitFor();
    await row.getByText('فارسی: آماده').waitFor();
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('answers a stale save with a conflict resolved field by field on screen', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio(`/pages/${id}/en`));
    await heading(page, /^Editing:/).waitFor();

    // Another session changes the English title after this screen read the page.
    const other = await signInThroughApi(site.t.app, FA_EDITOR);
    const theirs = 'Lost baggage, from another desk';
    const saved = await callStudio(site.t.app, 'savePageLanguage', {
      session: other,
      params: { id, lang: 'en' },
      body: { fields: { title: theirs } },
      headers: { 'if-match': `"${(await pageNow()).version}"` },
    });
    expect(saved.statusCode).toBe(200);

    await fieldRow(page, 'title').getByLabel('Title').fill('Baggage that went missing');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('region', { name: 'Someone else changed this page meanwhile' });
    await conflict.getByText(theirs).waitFor();
    await expectAccessible(page);
    await conflict
      .getByRole('group', { name: 'Title' })
      .getByRole('radio', { name: 'Take the other' })
      .check();
    await conflict.getByRole('button', { name: 'Save on the current version' }).click();
    await expect.poll(() => conflict.count()).toBe(0);
    expect(await fieldRow(page, 'title').getByLabel('Title').inputValue()).toBe(theirs);
    expect((await pageNow()).languages.en!.fields.title).toBe(theirs);

    await page.getByRole('button', { name: 'Publish English' }).click();
    await page.getByRole('alert').filter({ hasText: 'Published; visitors see it now.' }).waitFor();
    expect(await visitorHeading(`/en/page/${NEW_ADDRESS}`)).toBe(theirs);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('compares two revisions of a language field by field and restores one', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio(`/pages/${id}/en`));
    await page.getByRole('link', { name: 'Revisions' }).click();
    await heading(page, /^Revisions of/).waitFor();
    const revisions = page.getByRole('table', { name: 'Revisions, newest first' });
    const english = revisions.locator('tbody tr').filter({ hasText: 'English' });
    // Newest first: the other desk's title, then the translation saved when the connection
    // returned.
    await english.nth(1).waitFor();
    await english.nth(0).getByRole('checkbox').check();
    await english.nth(1).getByRole('checkbox').check();
    const comparison = page.getByRole('region', { name: 'Field by field' });
    const compared = (name: string) =>
      comparison.locator('[data-changed]').filter({ has: page.getByRole('heading', { name }) });
    await compared('Title').getByText('Differs').waitFor();
    await compared('Body').getByText('Same').waitFor();
    await expectAccessible(page);

    await english
      .nth(1)
      .getByRole('button', { name: /^Restore revision/ })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The revision was restored as a new revision.' })
      .waitFor();
    await expect.poll(async () => (await pageNow()).languages.en!.fields.title).toBe(EN_TITLE);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('has nothing for axe on the list and the editor, at 375 and 1280 px, in Persian and English', async () => {
    for (const [browser, words] of [
      [site.chromium, { list: 'صفحه‌ها', editor: /^ویرایش:/ }],
      [workspace.wide, { list: 'Pages', editor: /^Editing:/ }],
    ] as const) {
      const { page, consoleErrors } = await browser.newPage(375);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(studio('/pages'));
        await page.locator('table tbody tr').first().waitFor();
        await heading(page, words.list).waitFor();
        await expectAccessible(page);
        await page.goto(studio(`/pages/${id}/en`));
        await heading(page, words.editor).waitFor();
        await fieldRow(page, 'body').getByRole('textbox').waitFor();
        await expectAccessible(page);
      }
      expect(faults(consoleErrors)).toEqual([]);
      await page.close();
    }
  });

  it('refuses to delete a published page, saying why, and deletes it once every language is withdrawn', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(1280);
    await page.goto(studio(`/pages/${id}/fa`));
    await heading(page, /^ویرایش:/).waitFor();
    const removal = page.getByRole('region', { name: 'پاک کردن این صفحه' });
    const button = removal.getByRole('button', { name: 'پاک کردن این صفحه' });
    expect(await button.isDisabled()).toBe(true);
    const why = await button.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${why}"]`).textContent()).toBe(
      'صفحه‌ی منتشرشده پیش از پاک شدن باید در همه‌ی زبان‌ها از دسترس برداشته شود.',
    );
    // The service refuses it too.
    const refused = await callStudio(site.t.app, 'deletePage', {
      session: await signInThroughApi(site.t.app, FA_EDITOR),
      params: { id },
      headers: { 'if-match': `"${(await pageNow()).version}"` },
    });
    expect([refused.statusCode, refused.json().detail]).toEqual([409, 'published']);

    await page.getByRole('button', { name: 'برداشتن همه‌ی زبان‌ها از دسترس' }).click();
    await expect.poll(() => button.isDisabled()).toBe(false);
    await button.click();
    await removal.getByRole('button', { name: 'نگه داشتن' }).click();
    await button.click();
    await removal.getByRole('button', { name: 'پاک کردن برای همیشه' }).click();
    await page.getByRole('alert').filter({ hasText: 'صفحه پاک شد.' }).waitFor();
    await heading(page, 'صفحه‌ها').waitFor();
    const session = await signInThroughApi(site.t.app, FA_EDITOR);
    const gone = await callStudio(site.t.app, 'page', { session, params: { id } });
    expect(gone.statusCode).toBe(404);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });
});
