// The submissions inbox in Chromium against the real service: a visitor's application sent
// online and one sent offline through the site's outbox both reach it, their CVs open byte
// for byte through the signed address; a Persian-reading owner on a phone reviews one
// (status, assignee, note, history) and keeps and erases what was sent; an English-reading
// reviewer on a wide screen walks the list by keyboard and exports a filter; an editor finds
// no inbox; the owner's mail settings say why mail is off until it is on. axe checks the
// list, an item and the retention screen at both widths in both languages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InboxItem } from '@contract/studio/inbox';
import {
  TEST_PASSWORD,
  callStudio,
  signIn as signInThroughApi,
} from '../../server/src/modules/studio/studio-test-client';
import type { Page } from '../support/browser';
import { samplePdf } from '../support/multipart';
import { offlineFaults, waitForSavedQuery, waitForServiceWorker } from '../support/offline';
import {
  SIGN_IN_WORDS,
  consoleFaults,
  expectAccessible,
  screenHeading as heading,
  signInToStudio,
} from '../support/studio-screens';
import { withStudioWorkspace } from '../support/studio-workspace';

const OWNER = 'owner-inbox@parvaz.test';
const REVIEWER = 'reviewer-inbox@parvaz.test';
const EDITOR = 'editor-inbox@parvaz.test';
const ONLINE = 'سارا آنلاین';
const OFFLINE = 'مریم آفلاین';
const OFFLINE_EMAIL = 'maryam@example.com';
/** A cell a spreadsheet would run, were the export not formula-safe. */
const FORMULA = '=HYPERLINK("http://x.test","cv")';
const APPLY = '/forms/1-مهماندار-پرواز/apply';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-inbox-'));
const onlinePdf = samplePdf('sent online from the apply page');
const offlinePdf = samplePdf('sent offline, delivered by the outbox');

/** Refusals the screens word: 401 before signing in, 400 a broken rule. */
const faults = (consoleErrors: string[]) => consoleFaults(consoleErrors, [400, 401]);

describe('studio inbox', () => {
  /** The English-reading reviewer works in a browser of its own (its own session), then the editor. */
  const workspace = withStudioWorkspace(
    [
      { role: 'owner', email: OWNER, language: 'fa' },
      { role: 'reviewer', email: REVIEWER, language: 'en' },
      { role: 'editor', email: EDITOR, language: 'en' },
    ],
    { serviceWorkers: 'allow' },
  );
  const { site, studio, signIn } = workspace;
  const ids: Record<string, number> = {};
  /** The two applicants as the list shows them, newest first. */
  let order: string[] = [];

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function applications(): Promise<{ id: number; senderName: string }[]> {
    const list = await workspace.call(REVIEWER, 'inbox', {
      query: { box: 'applications', form: '1' },
    });
    return list.json<{ results: { id: number; senderName: string }[] }>().results;
  }

  async function itemNow(id: number): Promise<InboxItem> {
    const item = await workspace.call(REVIEWER, 'inboxItem', {
      params: { box: 'applications', id },
    });
    return item.json<InboxItem>();
  }

  async function fillApplication(page: Page, name: string, email: string, about: string) {
    await page.getByLabel(/نام و نام خانوادگی/).fill(name);
    await page.getByLabel(/شماره موبایل/).fill('09121234567');
    await page.getByLabel(/ایمیل/).fill(email);
    await page.getByLabel(/شهر محل سکونت/).selectOption('مشهد');
    await page.getByLabel(/درباره‌ی خودتان/).fill(about);
  }

  /** The bytes the signed address answers, fetched in the page's own session. */
  const fetchedBytes = (page: Page, address: string) =>
    page.evaluate(async (href) => {
      const response = await fetch(href);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: Array.from(new Uint8Array(await response.arrayBuffer())),
      };
    }, address);

  it('receives an application sent online and one sent offline through the outbox', async () => {
    fs.writeFileSync(path.join(dir, 'online.pdf'), onlinePdf);
    fs.writeFileSync(path.join(dir, 'offline.pdf'), offlinePdf);
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}${APPLY}`);
    await heading(page, 'مهماندار پرواز').waitFor();
    await fillApplication(page, ONLINE, 'sara@example.com', FORMULA);
    await page.getByLabel(/رزومه/).setInputFiles(path.join(dir, 'online.pdf'));
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();
    await page.getByText('اطلاعات شما با موفقیت ارسال شد.').waitFor();

    const { page: offline, consoleErrors } = await site.chromium.newPage(375);
    await offline.goto(`${site.origin}${APPLY}`);
    await heading(offline, 'مهماندار پرواز').waitFor();
    await waitForServiceWorker(offline);
    await waitForSavedQuery(offline, 'fa', '"queryKey":["form",');
    await offline.context().setOffline(true);
    await fillApplication(offline, OFFLINE, OFFLINE_EMAIL, 'در هواپیما نوشتم.');
    await offline.getByLabel(/رزومه/).setInputFiles(path.join(dir, 'offline.pdf'));
    await offline.getByRole('button', { name: 'ارسال درخواست' }).click();
    await offline.getByText('ذخیره شد؛ وقتی آنلاین شوید ارسال می‌شود.').waitFor();
    expect((await applications()).map((row) => row.senderName)).toEqual([ONLINE]);
    await offline.context().setOffline(false);
    await offline.getByText('درخواستی که آفلاین پر کرده بودید ارسال شد.').waitFor();
    await expect.poll(async () => (await applications()).length).toBe(2);
    for (const row of await applications()) ids[row.senderName] = row.id;
    order = (await applications()).map((row) => row.senderName);
    expect(offlineFaults(consoleErrors)).toEqual([]);
    await offline.close();
    await page.close();

    // Contact messages: one from the offline applicant in English, one in Arabic.
    for (const [lang, email, firstName, message] of [
      ['en', OFFLINE_EMAIL, 'Maryam', 'Did my application arrive?'],
      ['ar', 'sami@example.com', 'سامي', 'هل يمكنني تغيير موعد رحلتي؟'],
    ]) {
      const sent = await site.t.app.inject({
        method: 'POST',
        url: `/cms/contact-us/v1/?lang=${lang}`,
        payload: {
          first_name: firstName,
          last_name: 'Test',
          email,
          phone_number: '09121234567',
          message,
        },
      });
      expect(sent.statusCode).toBe(201);
    }
  });

  it('shows the owner each answer in its language and the CVs byte for byte, on a phone', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/inbox'));
    await signIn(page, OWNER);
    await heading(page, 'صندوق دریافت').waitFor();
    const nav = page.getByRole('navigation', { name: 'بخش‌های استودیو' });
    await nav.getByRole('link', { name: /صندوق دریافت \(۴ نخوانده\)/ }).waitFor();
    // Mail is off, and the owner is told where to turn it on.
    await page
      .getByRole('status')
      .filter({ hasText: 'ایمیل خاموش است' })
      .getByRole('link', { name: 'تنظیمات ایمیل' })
      .waitFor();

    const boxes = page.getByRole('navigation', { name: 'صندوق‌ها' });
    await boxes.getByRole('link', { name: /مهماندار پرواز.*۲ نخوانده/ }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?form=1');
    const list = page.getByRole('table', { name: 'فرستاده‌ها، تازه‌ترین نخست' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(2);
    await list.getByRole('link', { name: ONLINE }).click();
    await heading(page, `فرستاده‌ی ${ONLINE}`).waitFor();

    const answers = page.getByRole('region', { name: 'پاسخ‌ها' }).locator('dl');
    expect([await answers.getAttribute('lang'), await answers.getAttribute('dir')]).toEqual([
      'fa',
      'rtl',
    ]);
    await answers.getByText('درباره‌ی خودتان', { exact: true }).waitFor();
    await answers.getByText(FORMULA, { exact: true }).waitFor();
    // Opened, it is read: the count in the nav goes down.
    await nav.getByRole('link', { name: /صندوق دریافت \(۳ نخوانده\)/ }).waitFor();

    const cv = page.getByRole('link', { name: /باز کردن رزومه/ });
    expect(await cv.getAttribute('target')).toBe('_blank');
    expect(await cv.getAttribute('rel')).toContain('noopener');
    const opened = await fetchedBytes(page, (await cv.getAttribute('href'))!);
    expect(opened.status).toBe(200);
    expect(opened.type).toBe('application/pdf');
    expect(Buffer.from(opened.bytes).equals(onlinePdf)).toBe(true);

    // The other one is its neighbour in the list, the one the outbox delivered.
    const onlineFirst = order[0] === ONLINE;
    const [toOther, back] = onlineFirst
      ? ['فرستاده‌ی بعدی', 'فرستاده‌ی پیشین']
      : ['فرستاده‌ی پیشین', 'فرستاده‌ی بعدی'];
    expect(await page.getByRole('link', { name: back }).count()).toBe(0);
    await page.getByRole('link', { name: toOther }).click();
    await heading(page, `فرستاده‌ی ${OFFLINE}`).waitFor();
    const second = page.getByRole('link', { name: /باز کردن رزومه/ });
    const offlineCv = await fetchedBytes(page, (await second.getAttribute('href'))!);
    expect(Buffer.from(offlineCv.bytes).equals(offlinePdf)).toBe(true);
    await page.getByRole('link', { name: back }).waitFor();
    await nav.getByRole('link', { name: /صندوق دریافت \(۲ نخوانده\)/ }).waitFor();
    await expectAccessible(page);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('changes status, assignee and a note on screen, each in the history', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio(`/inbox/applications/${ids[ONLINE]}?form=1`));
    await heading(page, `فرستاده‌ی ${ONLINE}`).waitFor();
    const review = page.getByRole('region', { name: 'بررسی' });
    await review.getByLabel('وضعیت').selectOption('inReview');
    await review.getByLabel('مسئول').selectOption({ label: 'owner' });
    await review.getByRole('button', { name: 'ذخیره‌ی بررسی' }).click();
    await page.getByRole('alert').filter({ hasText: 'بررسی ذخیره شد.' }).waitFor();

    const history = page.getByRole('table', { name: 'تاریخچه' });
    const rows = history.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).locator('td').allTextContents()).toEqual([
      expect.any(String),
      OWNER,
      'وضعیت',
      'تازه',
      'در بررسی',
    ]);
    expect((await rows.nth(1).locator('td').allTextContents()).slice(1)).toEqual([
      OWNER,
      'مسئول',
      'هیچ‌کس',
      'owner',
    ]);

    const notes = page.getByRole('region', { name: 'یادداشت‌ها' });
    await notes.getByRole('button', { name: 'افزودن یادداشت' }).click();
    await notes.getByText('این خانه را پر کنید').waitFor();
    await notes.getByLabel('یادداشت تازه').fill('تماس تلفنی برای مصاحبه گرفته شد.');
    await notes.getByRole('button', { name: 'افزودن یادداشت' }).click();
    await notes.getByText('تماس تلفنی برای مصاحبه گرفته شد.', { exact: true }).waitFor();
    expect(await notes.getByLabel('یادداشت تازه').inputValue()).toBe('');

    // What the screen shows is what the service keeps.
    const stored = await itemNow(ids[ONLINE]!);
    expect(stored).toMatchObject({ status: 'inReview', assignee: { name: 'owner' }, read: true });
    expect(stored.notes.map((note) => [note.author, note.text])).toEqual([
      [OWNER, 'تماس تلفنی برای مصاحبه گرفته شد.'],
    ]);
    // Moved to the trash and back, both in the history.
    await page.getByRole('button', { name: 'بردن به زباله‌دان' }).click();
    await page.getByRole('status').filter({ hasText: 'این فرستاده در زباله‌دان است.' }).waitFor();
    expect((await itemNow(ids[ONLINE]!)).trashed).toBe(true);
    await page.getByRole('button', { name: 'بازگرداندن از زباله‌دان' }).click();
    await page.getByRole('button', { name: 'بردن به زباله‌دان' }).waitFor();
    // Reloaded, the history is still there.
    await page.reload();
    await expect.poll(() => rows.count()).toBe(4);
    expect((await rows.nth(2).locator('td').allTextContents()).slice(2)).toEqual([
      'زباله‌دان',
      '—',
      'در زباله‌دان',
    ]);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('walks the list by keyboard, never while typing, on a wide screen in English', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/inbox/applications?form=1'));
    await signIn(page, REVIEWER);
    await heading(page, 'Inbox').waitFor();
    const help = page.getByText(/j or ↓: next · k or ↑: previous · Enter: open · m: read/);
    await help.waitFor();
    const list = page.getByRole('table', { name: 'Submissions, newest first' });
    expect(await list.getAttribute('aria-describedby')).toBe(await help.getAttribute('id'));
    const links = list.locator('tbody tr th a');
    await expect.poll(() => links.count()).toBe(2);
    expect(await links.first().getAttribute('aria-keyshortcuts')).toBe('j k Enter m');

    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.locator('h1').focus();
    const [first, second] = order as [string, string];
    await page.keyboard.press('j');
    await expect.poll(focused).toBe(first);
    await page.keyboard.press('j');
    await expect.poll(focused).toBe(second);
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe(first);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe(second);
    const activeRow = list.locator('tbody tr[aria-current="true"]');
    await activeRow.getByRole('link', { name: second }).waitFor();

    // m marks the active row unread (the owner opened both), and read again.
    await page.keyboard.press('m');
    await page.getByRole('alert').filter({ hasText: 'Marked unread.' }).waitFor();
    await activeRow.getByText('Unread', { exact: true }).waitFor();
    expect((await itemNow(ids[second]!)).read).toBe(false);

    // Typing in the search box types, and moves or marks nothing.
    const search = page.getByLabel('Search names, e-mails and text');
    await search.click();
    await page.keyboard.type('jkm');
    expect(await search.inputValue()).toBe('jkm');
    expect(await activeRow.getByRole('link').textContent()).toBe(second);
    expect((await itemNow(ids[second]!)).read).toBe(false);
    await search.fill('');

    await page.locator('h1').focus();
    await page.keyboard.press('m');
    await page.getByRole('alert').filter({ hasText: 'Marked read.' }).waitFor();
    await expect.poll(async () => (await itemNow(ids[second]!)).read).toBe(true);
    await page.keyboard.press('k');
    await expect.poll(focused).toBe(first);
    await page.locator('h1').focus();
    await page.keyboard.press('Enter');
    await heading(page, `From ${first}`).waitFor();
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('exports the filter as a formula-safe CSV download', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/inbox/applications?form=1'));
    await heading(page, 'Inbox').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('inReview');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?form=1&status=inReview');
    const list = page.getByRole('table', { name: 'Submissions, newest first' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(1);
    // The view is in the address: reloaded, it is the same.
    await page.reload();
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('inReview');
    await expect.poll(() => list.locator('tbody tr').count()).toBe(1);

    const link = page.getByRole('link', { name: 'Export CSV' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('full_name');
    expect(lines[1]).toContain(ONLINE);
    expect(lines[1]).not.toContain(OFFLINE);
    // The formula is kept as text: a leading apostrophe, never a cell starting with '='.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.test"",""cv"")"`);
    expect(lines[1]).not.toMatch(/(^|,)"?=/);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('keeps boxes as long as set, refusing a deletion without a trash first, and erases a sender', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/inbox'));
    await heading(page, 'صندوق دریافت').waitFor();
    await page.getByRole('link', { name: 'نگهداری و پاک‌سازی' }).click();
    await heading(page, 'نگهداری و پاک‌سازی').waitFor();
    const trash = page.getByLabel('روزها تا زباله‌دان: پیام‌های تماس');
    const remove = page.getByLabel('روزها در زباله‌دان تا پاک شدن: پیام‌های تماس');
    await remove.fill('0');
    await page.getByRole('button', { name: 'ذخیره‌ی مدت‌ها' }).click();
    await expect.poll(() => remove.getAttribute('aria-invalid')).toBe('true');
    await remove.fill('7');
    await page.getByRole('button', { name: 'ذخیره‌ی مدت‌ها' }).click();
    await page.getByText('نخست روزهای پیش از زباله‌دان را بنویسید').waitFor();
    expect(await remove.getAttribute('aria-invalid')).toBe('true');
    await trash.fill('30');
    await page.getByRole('button', { name: 'ذخیره‌ی مدت‌ها' }).click();
    await page.getByRole('alert').filter({ hasText: 'مدت‌های نگهداری ذخیره شد.' }).waitFor();
    const session = await signInThroughApi(site.t.app, REVIEWER);
    const rules = (await callStudio(site.t.app, 'retention', { session })).json().rules;
    expect(rules).toContainEqual({ box: 'messages', trashAfterDays: 30, deleteAfterDays: 7 });

    const erase = page.getByRole('region', { name: 'پاک کردن همه‌ی فرستاده‌های یک نفر' });
    await erase.getByLabel('ایمیل').fill(OFFLINE_EMAIL.toUpperCase());
    await erase.getByRole('button', { name: 'پاک کردن', exact: true }).click();
    // Asked again before anything goes.
    await erase.getByText(`همه‌ی فرستاده‌های ${OFFLINE_EMAIL} برای همیشه پاک شود؟`).waitFor();
    expect(await applications()).toHaveLength(2);
    await erase.getByRole('button', { name: 'آری، همه پاک شود' }).click();
    await erase.getByRole('status').filter({ hasText: '۱ پیام و ۱ درخواست پاک شد.' }).waitFor();
    expect((await applications()).map((row) => row.senderName)).toEqual([ONLINE]);
    await expectAccessible(page);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('words a contact message in the studio, its text in its own direction, and deletes it after asking again', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/inbox/messages?lang=ar'));
    await heading(page, 'Inbox').waitFor();
    const list = page.getByRole('table', { name: 'Submissions, newest first' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(1);
    const excerpt = list.locator('tbody td[lang="ar"]');
    expect(await excerpt.getAttribute('dir')).toBe('rtl');
    await list.getByRole('link', { name: 'سامي Test' }).click();
    await heading(page, 'From سامي Test').waitFor();
    const answers = page.getByRole('region', { name: 'Answers' });
    await answers.getByText('First name', { exact: true }).waitFor();
    await answers.getByText('Mobile number', { exact: true }).waitFor();
    expect(await answers.locator('dl').getAttribute('dir')).toBe('rtl');
    expect(await answers.getByText('Message', { exact: true }).getAttribute('dir')).toBe('ltr');
    await answers.getByText('هل يمكنني تغيير موعد رحلتي؟').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Delete for good' }).click();
    const ask = page.getByRole('group', { name: 'Delete for good' });
    await ask.getByText('Delete this submission and its file for good?').waitFor();
    await ask.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await ask.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.getByRole('alert').filter({ hasText: 'The submission was deleted.' }).waitFor();
    await heading(page, 'Inbox').waitFor();
    await page.getByRole('status').filter({ hasText: 'No submissions found.' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/studio/inbox/messages?lang=ar',
    );
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('has nothing for axe on the list, an item and retention, at 375 and 1280 px, in both languages', async () => {
    for (const browser of [site.chromium, workspace.wide]) {
      const { page, consoleErrors } = await browser.newPage(375);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [address, shown] of [
          ['/inbox/applications?form=1', 'main table'],
          [`/inbox/applications/${ids[ONLINE]}?form=1`, 'main dl'],
          ['/inbox/retention', 'main fieldset'],
        ] as const) {
          await page.goto(studio(address));
          await page.locator(shown).first().waitFor();
          await expectAccessible(page);
        }
      }
      expect(faults(consoleErrors)).toEqual([]);
      await page.close();
    }
  });

  it('shows an editor no inbox, and refuses the editor at its address', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Signed out, this device's sign-in speaks the language last used on it.
    await heading(page, SIGN_IN_WORDS.en.heading).waitFor();
    await page.goto(studio('/inbox'));
    await heading(page, SIGN_IN_WORDS.en.heading).waitFor();
    await signInToStudio(page, EDITOR, TEST_PASSWORD, SIGN_IN_WORDS.en);
    await heading(page, 'Not allowed').waitFor();
    const nav = page.getByRole('navigation', { name: 'Studio sections' });
    await nav.getByRole('link', { name: 'Posts' }).waitFor();
    expect(await nav.getByRole('link', { name: /Inbox|Mail settings/ }).count()).toBe(0);
    await page.goto(studio('/mail-settings'));
    await heading(page, 'Not allowed').waitFor();
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it("saves the owner's mail settings, saying why mail is off until it is on", async () => {
    const { page, consoleErrors } = await site.chromium.newPage(1280);
    await page.goto(studio('/inbox'));
    await heading(page, 'صندوق دریافت').waitFor();
    await page.getByRole('link', { name: 'تنظیمات ایمیل' }).first().click();
    await heading(page, 'تنظیمات ایمیل').waitFor();
    const state = page.getByRole('status').filter({ hasText: 'ایمیل' });
    await state.filter({ hasText: 'ایمیل خاموش است: سرور ایمیلی تنظیم نشده است.' }).waitFor();

    const host = page.getByLabel('نام سرور');
    await host.fill('mail server!');
    await page.getByRole('button', { name: 'ذخیره‌ی تنظیمات' }).click();
    await page.getByText('نام سرور درست نیست، مانند mail.example.com').waitFor();
    expect(await host.getAttribute('aria-invalid')).toBe('true');
    await host.fill('127.0.0.1');
    await page.getByLabel('درگاه').fill('2525');
    await page.getByLabel('رمزگذاری').selectOption('none');
    await page.getByLabel('گذرواژه', { exact: true }).fill('a mail password');
    await page.getByLabel('گیرندگان پیام‌های تماس').fill('desk@');
    await page.getByRole('button', { name: 'ذخیره‌ی تنظیمات' }).click();
    await page.getByText('ایمیل معتبر نیست').waitFor();
    await page.getByLabel('گیرندگان پیام‌های تماس').fill('desk@parvaz.example\nhr@parvaz.example');
    await page.getByRole('button', { name: 'ذخیره‌ی تنظیمات' }).click();
    await state.filter({ hasText: 'ایمیل خاموش است: نشانی فرستنده تنظیم نشده است.' }).waitFor();
    await page.getByText('گذرواژه‌ای ذخیره شده است؛ برای نگه داشتنش خالی بگذارید.').waitFor();
    expect(await page.getByLabel('گذرواژه', { exact: true }).inputValue()).toBe('');

    await page.getByLabel('نشانی فرستنده').fill('no-reply@parvaz.example');
    await page.getByLabel('گیرندگان درخواست‌های مهماندار پرواز').fill('crew@parvaz.example');
    await page.getByLabel('فرستادن رسید به فرستنده').check();
    await page.getByRole('button', { name: 'ذخیره‌ی تنظیمات' }).click();
    await state.filter({ hasText: 'ایمیل روشن است' }).waitFor();
    const session = await signInThroughApi(site.t.app, OWNER);
    const saved = (await callStudio(site.t.app, 'mailSettings', { session })).json();
    expect(saved).toMatchObject({
      host: '127.0.0.1',
      port: 2525,
      from: 'no-reply@parvaz.example',
      contactRecipients: ['desk@parvaz.example', 'hr@parvaz.example'],
      formRecipients: { 1: ['crew@parvaz.example'] },
      acknowledge: true,
      passwordSet: true,
      enabled: true,
      off: null,
    });
    await expectAccessible(page);

    // With mail on, the inbox says nothing about it.
    await page.goto(studio('/inbox'));
    await heading(page, 'صندوق دریافت').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /فرستاده/ })
      .waitFor();
    expect(await page.getByText('ایمیل خاموش است').count()).toBe(0);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });
});
