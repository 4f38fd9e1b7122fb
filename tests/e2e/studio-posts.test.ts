// The studio's post screens in Chromium against the real service: a Persian-reading editor
// on a phone edits the source of demo post 3, an English-reading one on a wide screen
// translates it beside the source and publishes it; a stale save, edits kept on the device
// through a lost connection, revisions compared and restored, and the body's rich text.
// axe checks every screen on the way.
import { describe, expect, it } from 'vitest';
import { recordPath } from '@contract/site-pages';
import type { PostEditor } from '@contract/studio/posts';
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

const FA_EDITOR = 'fa-editor@parvaz.test';
const EN_EDITOR = 'en-editor@parvaz.test';
const FA_TITLE = 'زمستان کیش دیدنی‌تر می‌شود';
const EN_TITLE = 'Kish is finer in winter';

/**
 * Refusals the screens word (a 412 for a stale save, 400 for a broken rule, 401 before
 * signing in), and requests made while offline.
 */
const faults = (consoleErrors: string[]) =>
  consoleFaults(consoleErrors, [400, 401, 412], { offline: true });

/** Where a field of the language being edited sits (its label, badges, control, refusal). */
const fieldRow = (page: Page, field: 'title' | 'shortDescription' | 'body') =>
  page.locator(`[data-field="${field}"]`);

describe('studio posts', () => {
  /** The English editor works in a browser of its own (its own session), on a wide screen. */
  const workspace = withStudioWorkspace([
    { role: 'editor', email: FA_EDITOR, language: 'fa' },
    { role: 'editor', email: EN_EDITOR, language: 'en' },
  ]);
  const { site, studio, signIn } = workspace;

  /** The post as the service holds it now, read with a session of its own. */
  async function postExists(id: number): Promise<boolean> {
    return (await workspace.call(FA_EDITOR, 'post', { params: { id } })).statusCode === 200;
  }

  async function postNow(id: number): Promise<PostEditor> {
    return (await workspace.call(EN_EDITOR, 'post', { params: { id } })).json();
  }

  const publicTitle = async (id: number, lang: string) =>
    (await (await fetch(`${site.origin}/cms/content/v1/Blog/${id}?lang=${lang}`)).json()).title;

  it('lists the posts with each language in words, filtered in the address, in Persian on a phone', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/posts'));
    await signIn(page, FA_EDITOR);
    await heading(page, 'نوشته‌ها').waitFor();
    const posts = page.getByRole('table', { name: 'نوشته‌های وبلاگ، تازه‌ترین نخست' });
    await posts.locator('tbody tr').first().waitFor();
    expect(await posts.locator('tbody tr').count()).toBeLessThanOrEqual(20);
    await posts.getByText('انگلیسی: آماده').first().waitFor();
    await posts.getByText('منتشرشده').first().waitFor();
    await expectAccessible(page);

    await page.getByLabel('زبان', { exact: true }).selectOption('ar');
    await page.getByLabel('ترجمه', { exact: true }).selectOption('missing');
    await page.getByRole('button', { name: 'پالایش' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?lang=ar&state=missing');
    await expect
      .poll(async () =>
        (await posts.locator('tbody tr').allTextContents()).every((row) =>
          row.includes('عربی: ترجمه نشده'),
        ),
      )
      .toBe(true);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('edits the Persian title with its ZWNJ, and marks the English title outdated', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/posts/3/fa'));
    await heading(page, /^ویرایش:/).waitFor();
    const title = fieldRow(page, 'title').getByLabel('عنوان');
    expect(await title.getAttribute('dir')).toBe('rtl');
    const savedTitle = await title.inputValue();
    await title.fill(FA_TITLE);
    await fieldRow(page, 'title').getByText('ذخیره‌نشده').waitFor();
    // The address follows the title as it is typed; the saved one keeps leading there.
    const address = (words: string) =>
      `${site.origin}${decodeURIComponent(recordPath.blogPost(3, words))}`;
    await page.getByText(address(FA_TITLE), { exact: true }).waitFor();
    await page.getByText(address(savedTitle), { exact: true }).waitFor();
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'ذخیره شد.' }).waitFor();
    await expect.poll(() => page.getByText(address(savedTitle), { exact: true }).count()).toBe(0);
    expect((await postNow(3)).languages.fa!.fields.title).toBe(FA_TITLE);
    await expectAccessible(page);

    // The draft previewed on the site's own page, through a signed link, before publishing.
    await page.getByRole('button', { name: 'پیش‌نمایش فارسی' }).click();
    const previewLink = page.getByRole('link', { name: 'باز کردن پیش‌نمایش فارسی' });
    await previewLink.waitFor();
    const preview = await page.context().newPage();
    const answer = await preview.goto(
      new URL((await previewLink.getAttribute('href'))!, site.origin).href,
    );
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await preview.getByRole('heading', { level: 1 }).first().textContent()).toBe(FA_TITLE);
    await preview.close();
    expect(await publicTitle(3, 'fa')).not.toBe(FA_TITLE);

    const tabs = page.getByRole('navigation', { name: 'زبان‌های نوشته' });
    await tabs.getByRole('link', { name: /انگلیسی/ }).click();
    await fieldRow(page, 'title').getByText('کهنه').waitFor();
    await tabs.getByRole('link', { name: /انگلیسی.*کهنه/ }).waitFor();
    // The source beside the translation, in its own direction.
    const source = fieldRow(page, 'title').locator('p[lang="fa"]');
    expect(await source.textContent()).toBe(FA_TITLE);
    expect(await source.getAttribute('dir')).toBe('rtl');
    await expectAccessible(page);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('translates English beside Persian on a wide screen, and publishes it to visitors at once', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/posts/3'));
    await signIn(page, EN_EDITOR);
    await heading(page, /^Editing:/).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      'en',
      'ltr',
    ]);
    // The first language that is not the source opens.
    expect(new URL(page.url()).pathname).toBe('/studio/posts/3');
    const current = page
      .getByRole('navigation', { name: "The post's languages" })
      .locator('[aria-current="page"]');
    expect(await current.textContent()).toContain('English');
    const title = fieldRow(page, 'title');
    await title.getByText('Outdated').waitFor();
    expect(await title.getByLabel('Title').getAttribute('dir')).toBe('ltr');
    await title.getByLabel('Title').fill(EN_TITLE);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await title.getByText('Done').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Publish English' }).click();
    await page.getByRole('alert').filter({ hasText: 'Published; visitors see it now.' }).waitFor();
    expect(await publicTitle(3, 'en')).toBe(EN_TITLE);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('answers a stale save with a conflict resolved field by field on screen', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/posts/3/en'));
    await heading(page, /^Editing:/).waitFor();

    // Another session changes the English title after this screen read the post.
    const other = await signInThroughApi(site.t.app, FA_EDITOR);
    const read = await postNow(3);
    const theirs = 'Kish, seen from another desk';
    const saved = await callStudio(site.t.app, 'savePostLanguage', {
      session: other,
      params: { id: 3, lang: 'en' },
      body: { fields: { title: theirs } },
      headers: { 'if-match': `"${read.version}"` },
    });
    expect(saved.statusCode).toBe(200);

    await fieldRow(page, 'title').getByLabel('Title').fill('Kish in a winter light');
    const mine = 'A short description written here';
    await fieldRow(page, 'shortDescription').getByLabel('Short description').fill(mine);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('region', { name: 'Someone else changed this post meanwhile' });
    await conflict.waitFor();
    await conflict.getByText(theirs).waitFor();
    await expectAccessible(page);

    await conflict
      .getByRole('group', { name: 'Title' })
      .getByRole('radio', { name: 'Take the other' })
      .check();
    await conflict.getByRole('button', { name: 'Save on the current version' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await conflict.count()).toBe(0);
    expect(await fieldRow(page, 'title').getByLabel('Title').inputValue()).toBe(theirs);
    const now = (await postNow(3)).languages.en!.fields;
    expect(now).toMatchObject({ title: theirs, shortDescription: mine });
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('keeps edits on the device through a lost connection and a closed tab, and saves them when it returns', async () => {
    const context = workspace.wide.browser;
    let { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/posts/3/en'));
    await heading(page, /^Editing:/).waitFor();
    const kept = 'Written while the connection was lost';
    // The connection lost for this tab only: switching the browser's own network state back
    // would reach the next tab as a late 'online' event (Chromium's emulation), saving there
    // before anything returned.
    await page.route('**/cms/studio/**', (route) => route.abort('internetdisconnected'));
    await fieldRow(page, 'shortDescription').getByLabel('Short description').fill(kept);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'No connection' }).waitFor();
    const errorsBefore = faults(consoleErrors);
    await page.close();

    // The studio itself needs the network to open: the tab comes back with it, and finds
    // the edits where they were left, still based on the version they were made on.
    ({ page, consoleErrors } = await workspace.wide.newPage(1280));
    await page.goto(studio('/posts/3/en'));
    await page.getByRole('status').filter({ hasText: "This device's unsaved edits" }).waitFor();
    const field = fieldRow(page, 'shortDescription');
    expect(await field.getByLabel('Short description').inputValue()).toBe(kept);
    await field.getByText('Unsaved').waitFor();
    await page.reload();
    expect(await field.getByLabel('Short description').inputValue()).toBe(kept);
    expect((await postNow(3)).languages.en!.fields.shortDescription).not.toBe(kept);

    // Lost again and back: the returning connection saves them through If-Match.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await postNow(3)).languages.en!.fields.shortDescription).toBe(kept);
    const left = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('parvaz-studio-drafts');
          open.onsuccess = () => {
            const count = open.result.transaction('drafts').objectStore('drafts').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(left).toBe(0);
    await expectAccessible(page);
    expect([...errorsBefore, ...faults(consoleErrors)]).toEqual([]);
    await page.close();
  });

  it('compares two revisions of a language field by field and restores one', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/posts/3/en'));
    await page.getByRole('link', { name: 'Revisions' }).click();
    await heading(page, /^Revisions of/).waitFor();
    const revisions = page.getByRole('table', { name: 'Revisions, newest first' });
    const english = revisions.locator('tbody tr').filter({ hasText: 'English' });
    // Newest first: the description kept offline, the conflict's description, the other
    // desk's title, then the English translation saved on the wide screen.
    await english.nth(3).waitFor();
    await english.nth(1).getByRole('checkbox').check();
    await english.nth(2).getByRole('checkbox').check();
    const comparison = page.getByRole('region', { name: 'Field by field' });
    const compared = (name: string) =>
      comparison.locator('[data-changed]').filter({ has: page.getByRole('heading', { name }) });
    await compared('Short description').getByText('Differs').waitFor();
    await compared('Title').getByText('Same').waitFor();
    await compared('Body').getByText('Same').waitFor();
    expect(await compared('Title').locator('p[lang="en"]').first().getAttribute('dir')).toBe('ltr');
    await expectAccessible(page);

    const revisionCount = await revisions.locator('tbody tr').count();
    await english
      .nth(3)
      .getByRole('button', { name: /^Restore revision/ })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The revision was restored as a new revision.' })
      .waitFor();
    await expect.poll(() => revisions.locator('tbody tr').count()).toBe(revisionCount + 1);
    expect((await postNow(3)).languages.en!.fields.title).toBe(EN_TITLE);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('keeps ZWNJ in the body, gives each block dir="auto", and refuses a script link', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/posts/3/fa'));
    await heading(page, /^ویرایش:/).waitFor();
    const body = fieldRow(page, 'body').getByRole('textbox', { name: 'متن' });
    await body.waitFor();
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('این بند هم دیدنی می‌شود');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Typed in English');
    await fieldRow(page, 'body').getByText('ذخیره‌نشده').waitFor();

    await fieldRow(page, 'body').getByRole('button', { name: 'پیوند' }).click();
    await fieldRow(page, 'body').getByLabel('نشانی پیوند').fill('javascript:alert(1)');
    await fieldRow(page, 'body').getByRole('button', { name: 'افزودن پیوند' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'پیوندهای javascript: و data: پذیرفته نیستند' })
      .waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'ذخیره شد.' }).waitFor();
    const stored = (await postNow(3)).languages.fa!.fields.body;
    expect(stored).toContain('<p dir="auto">این بند هم دیدنی می\u200cشود</p>');
    expect(stored).toContain('<p dir="auto">Typed in English</p>');
    expect(stored).not.toContain('javascript:');
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('creates a post in Persian and shows why it cannot be published without a banner', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/posts'));
    await heading(page, 'نوشته‌ها').waitFor();
    const form = page.getByRole('region', { name: 'نوشته‌ی تازه' });
    await form.getByRole('button', { name: 'ساختن نوشته' }).click();
    await form.getByText('این خانه را پر کنید').first().waitFor();
    await form.getByLabel('عنوان').fill('پرواز تازه به شیراز');
    await form.getByLabel('متن').fill('به‌زودی پروازهای تازه.');
    await form.getByRole('button', { name: 'ساختن نوشته' }).click();
    await heading(page, 'ویرایش: پرواز تازه به شیراز').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/studio\/posts\/\d+\/fa$/);
    // On a phone the notice spans the screen's width; it must leave the publishing section,
    // the editor's last, free to use while it shows.
    await page.getByRole('alert').filter({ hasText: 'نوشته ساخته شد.' }).waitFor();
    await page
      .getByRole('button', { name: 'انتشار همه‌ی زبان‌های آماده' })
      .click({ timeout: 3000 });
    await page.getByText('این نوشته هنوز تصویر سربرگ ندارد').waitFor();
    await expectAccessible(page);

    // An untranslated language is refused field by field, each refusal beside its field.
    await page
      .getByRole('navigation', { name: 'زبان‌های نوشته' })
      .getByRole('link', { name: /انگلیسی/ })
      .click();
    await fieldRow(page, 'title').getByText('ترجمه نشده').waitFor();
    await page.getByRole('button', { name: 'انتشار انگلیسی' }).click();
    for (const field of ['title', 'body'] as const) {
      const control = fieldRow(page, field).getByRole('textbox', {
        name: field === 'title' ? 'عنوان' : 'متن',
        exact: true,
      });
      await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBeTruthy();
    }
    await expectAccessible(page);

    // Never published, it may be deleted: asked twice, then gone from the list.
    const id = Number(/\/posts\/(\d+)/.exec(page.url())![1]);
    const removal = page.getByRole('region', { name: 'پاک کردن این نوشته' });
    await removal.getByRole('button', { name: 'پاک کردن این نوشته' }).click();
    await removal.getByRole('button', { name: 'نگه داشتن' }).click();
    await removal.getByRole('button', { name: 'پاک کردن این نوشته' }).click();
    await expectAccessible(page);
    await removal.getByRole('button', { name: 'پاک کردن برای همیشه' }).click();
    await page.getByRole('alert').filter({ hasText: 'نوشته پاک شد.' }).waitFor();
    await heading(page, 'نوشته‌ها').waitFor();
    await expect.poll(() => postExists(id)).toBe(false);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('keeps a published post from deletion, saying why, until every language is withdrawn', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(1280);
    await page.goto(studio('/posts/3/fa'));
    await heading(page, /^ویرایش:/).waitFor();
    const removal = page.getByRole('region', { name: 'پاک کردن این نوشته' });
    const button = removal.getByRole('button', { name: 'پاک کردن این نوشته' });
    expect(await button.isDisabled()).toBe(true);
    const why = await button.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${why}"]`).textContent()).toBe(
      'نوشته‌ی منتشرشده پیش از پاک شدن باید در همه‌ی زبان‌ها از دسترس برداشته شود.',
    );
    await expectAccessible(page);

    // Withdrawn in every language at once, it may be deleted.
    await page.getByRole('button', { name: 'برداشتن همه‌ی زبان‌ها از دسترس' }).click();
    await expect.poll(() => button.isDisabled()).toBe(false);
    const post = (
      await callStudio(site.t.app, 'post', {
        session: await signInThroughApi(site.t.app, FA_EDITOR),
        params: { id: 3 },
      })
    ).json<PostEditor>();
    expect(Object.values(post.languages).map((language) => language.published)).toEqual([
      false,
      false,
      false,
    ]);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });
});
