// The studio's account screens in Chromium against the real service: the owner set up
// through the printed address and working in Persian on a phone; an editor the owner adds,
// working in English on a wide screen. axe checks every screen on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSetupToken } from '../../server/src/modules/studio/setup-token';
import { launchBrowser } from '../support/browser';
import type { TestBrowser } from '../support/browser';
import { withRealSite } from '../support/real-site';
import {
  SIGN_IN_WORDS,
  consoleFaults,
  expectAccessible,
  screenHeading as heading,
  signInToStudio as signIn,
} from '../support/studio-screens';

const OWNER = {
  name: 'مریم رضایی',
  email: 'owner@parvaz.test',
  password: 'یک گذرواژه‌ی بلند و ساده',
};
const NEW_OWNER_PASSWORD = 'a brand new long passphrase';
const EDITOR = {
  name: 'Sara Editor',
  email: 'editor@parvaz.test',
  password: 'an editor passphrase',
};

/** Refusals the screens word: 401 for no session or a wrong password, 400 for a broken rule. */
const faults = (consoleErrors: string[]) => consoleFaults(consoleErrors, [400, 401]);

describe('studio accounts', () => {
  const site = withRealSite();
  const studio = (path: string) => `${site.origin}/studio${path}`;
  let others: TestBrowser[] = [];

  beforeAll(() => {
    others = [];
  });
  afterAll(async () => {
    for (const other of others) await other.close();
  });

  async function otherBrowser(width: number) {
    const other = await launchBrowser();
    others.push(other);
    return other.newPage(width);
  }

  it('sets up the owner through the printed address, in Persian on a phone', async () => {
    const token = await issueSetupToken(site.t.db);
    expect(token).toBeTruthy();
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio(`/setup#token=${token}`));
    await heading(page, 'راه‌اندازی استودیو').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      'fa',
      'rtl',
    ]);
    // The token leaves the address bar as soon as it is read.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectAccessible(page);

    await page.getByLabel('نام', { exact: true }).fill(OWNER.name);
    await page.getByLabel('ایمیل').fill(OWNER.email);
    const password = page.getByLabel('گذرواژه', { exact: true });
    await password.fill('کوتاه');
    await page.getByRole('button', { name: 'ساختن حساب مالک' }).click();
    await page.getByText('گذرواژه دست‌کم ۱۲ نویسه باشد').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent).join(' '),
      describedBy.split(' '),
    );
    expect(description).toContain('گذرواژه دست‌کم ۱۲ نویسه باشد');
    await expectAccessible(page);

    await password.fill(OWNER.password);
    await page.getByRole('button', { name: 'ساختن حساب مالک' }).click();
    await heading(page, `سلام، ${OWNER.name}`).waitFor();
    const nav = page.getByRole('navigation', { name: 'بخش‌های استودیو' });
    await nav.getByRole('link', { name: 'حساب‌ها' }).waitFor();
    await nav.getByRole('link', { name: 'گزارش رویدادها' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'خروج' }).click();
    await heading(page, 'ورود به استودیو').waitFor();
    expect(new URL(page.url()).pathname).toBe('/studio/sign-in');
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('refuses a wrong password, then signs in back to the screen first asked for', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/audit'));
    await heading(page, 'ورود به استودیو').waitFor();
    await expectAccessible(page);

    await signIn(page, OWNER.email, 'not the password at all');
    await page.getByRole('alert').filter({ hasText: 'ایمیل یا گذرواژه درست نیست.' }).waitFor();
    await expectAccessible(page);

    await signIn(page, OWNER.email, OWNER.password);
    await heading(page, 'گزارش رویدادها').waitFor();
    expect(new URL(page.url()).pathname).toBe('/studio/audit');
    const events = page.getByRole('table', { name: 'رویدادها، تازه‌ترین نخست' });
    await events.getByRole('cell', { name: 'ورود ناموفق' }).waitFor();
    // Newest first: the sign-in that just succeeded heads the table.
    expect(await events.locator('tbody tr').first().textContent()).toContain('ورود');
    await expectAccessible(page);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it("lists the account's sessions; a new password ends the other browser's", async () => {
    const elsewhere = await otherBrowser(375);
    await elsewhere.page.goto(studio('/account'));
    await signIn(elsewhere.page, OWNER.email, OWNER.password);
    await heading(elsewhere.page, 'حساب من').waitFor();

    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/account'));
    await heading(page, 'حساب من').waitFor();
    const sessions = page.getByRole('table', { name: 'جاهایی که با این حساب وارد شده‌اید' });
    await expect.poll(() => sessions.locator('tbody tr').count()).toBe(2);
    await sessions.getByText('همین دستگاه').waitFor();
    await sessions.getByRole('button', { name: /^پایان نشست/ }).waitFor();
    await expectAccessible(page);

    await page.getByLabel('گذرواژه‌ی کنونی').first().fill('not the password at all');
    await page.getByLabel('گذرواژه‌ی تازه').fill(NEW_OWNER_PASSWORD);
    await page.getByRole('button', { name: 'تغییر گذرواژه' }).click();
    await page.getByText('گذرواژه‌ی کنونی درست نیست').waitFor();

    await page.getByLabel('گذرواژه‌ی کنونی').first().fill(OWNER.password);
    await page.getByRole('button', { name: 'تغییر گذرواژه' }).click();
    await page.getByRole('alert').filter({ hasText: 'گذرواژه تغییر کرد.' }).waitFor();
    await expect.poll(() => sessions.locator('tbody tr').count()).toBe(1);

    // The other browser's next step finds its session over, and lands on sign-in.
    await elsewhere.page.getByRole('link', { name: 'حساب‌ها' }).click();
    await heading(elsewhere.page, 'ورود به استودیو').waitFor();
    expect(faults(elsewhere.consoleErrors)).toEqual([]);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('lets the owner add an editor, refusing an e-mail already used', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/accounts'));
    await heading(page, 'حساب‌ها').waitFor();
    await expectAccessible(page);

    const form = page.getByRole('region', { name: 'افزودن حساب' });
    const add = async (email: string) => {
      await form.getByLabel('نام', { exact: true }).fill(EDITOR.name);
      await form.getByLabel('ایمیل').fill(email);
      await form.getByLabel('نقش').selectOption({ label: 'ویراستار' });
      await form.getByLabel('زبان استودیو').selectOption('en');
      await form.getByLabel('گذرواژه', { exact: true }).fill(EDITOR.password);
      await form.getByRole('button', { name: 'افزودن' }).click();
    };
    await add(OWNER.email);
    await form.getByText('این ایمیل پیش‌تر برای حسابی ثبت شده است').waitFor();
    expect(await form.getByLabel('ایمیل').getAttribute('aria-invalid')).toBe('true');

    await add(EDITOR.email);
    await page
      .getByRole('alert')
      .filter({ hasText: `حساب ${EDITOR.name} افزوده شد.` })
      .waitFor();
    const accounts = page.getByRole('table', { name: 'حساب‌های استودیو' });
    await accounts.getByRole('rowheader', { name: EDITOR.name }).waitFor();
    await expectAccessible(page);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('shows the editor the studio in English, without the owner screens', async () => {
    const { page, consoleErrors } = await otherBrowser(1280);
    await page.goto(studio('/'));
    await heading(page, 'ورود به استودیو').waitFor();
    // Before sign-in the device's language is chosen by hand.
    await page.getByRole('button', { name: 'English' }).click();
    await heading(page, 'Sign in to the studio').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      'en',
      'ltr',
    ]);
    await expectAccessible(page);

    await signIn(page, EDITOR.email, EDITOR.password, SIGN_IN_WORDS.en);
    await heading(page, `Hello, ${EDITOR.name}`).waitFor();
    const nav = page.getByRole('navigation', { name: 'Studio sections' });
    await nav.getByRole('link', { name: 'My account' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Accounts' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'My account' }).click();
    await heading(page, 'My account').waitFor();
    await page.getByRole('table', { name: 'Where this account is signed in' }).waitFor();
    await page.getByText('This device').waitFor();
    await expectAccessible(page);

    await page.goto(studio('/accounts'));
    await heading(page, 'Not allowed').waitFor();
    await expectAccessible(page);
    expect(faults(consoleErrors)).toEqual([]);
  });

  it("refuses the editor's own calls to owner endpoints, and another site's forged write", async () => {
    const { page } = await otherBrowser(1280);
    await page.goto(studio('/sign-in'));
    await page.getByRole('button', { name: 'English' }).click();
    await signIn(page, EDITOR.email, EDITOR.password, SIGN_IN_WORDS.en);
    await heading(page, `Hello, ${EDITOR.name}`).waitFor();
    const answers = await page.evaluate(async () => {
      const session = await (await fetch('/cms/studio/v1/session')).json();
      const post = (path: string, body: object) =>
        fetch(`/cms/studio/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
          body: JSON.stringify(body),
        }).then(async (r) => [r.status, (await r.json()).detail]);
      return [
        await fetch('/cms/studio/v1/accounts').then(async (r) => [
          r.status,
          (await r.json()).detail,
        ]),
        await fetch('/cms/studio/v1/audit').then((r) => [r.status]),
        await post('/accounts', {
          email: 'made-by-editor@parvaz.test',
          name: 'x',
          role: 'owner',
          password: 'a long enough password',
        }),
      ];
    });
    expect(answers).toEqual([[403, 'forbidden'], [403], [403, 'forbidden']]);

    // Another site's page (localhost is another site than 127.0.0.1) makes the editor's
    // browser post a form to the studio, the classic forged request: the strict cookie stays
    // home, and the service refuses it. Nothing is stored.
    const other = site.origin.replace('127.0.0.1', 'localhost');
    const forgedBody = JSON.stringify({
      email: 'forged@parvaz.test',
      name: 'x',
      role: 'owner',
      password: 'a long enough password',
    });
    // A page of the same browser, as a tab the editor opened on the other site.
    const attacker = await page.context().newPage();
    await attacker.route(`${other}/attack`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="POST" action="${site.origin}/cms/studio/v1/accounts" enctype="text/plain">
          <input name='${forgedBody.slice(0, -1)},"pad":"' value='"}'></form>
          <script>document.forms[0].submit()</script>`,
      }),
    );
    const refused = attacker.waitForResponse(
      (response) => response.url() === `${site.origin}/cms/studio/v1/accounts`,
    );
    await attacker.goto(`${other}/attack`, { waitUntil: 'commit' });
    expect((await refused).status()).toBe(401);
    const made = await site.t.db
      .selectFrom('studio_accounts')
      .select('email')
      .where('email', 'in', ['forged@parvaz.test', 'made-by-editor@parvaz.test'])
      .execute();
    expect(made).toEqual([]);
    await page.close();
  });

  it('stops guessing at a password after five tries, and says when to try again', async () => {
    const { page, consoleErrors } = await otherBrowser(1280);
    await page.goto(studio('/sign-in'));
    await heading(page, 'ورود به استودیو').waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await heading(page, 'Sign in to the studio').waitFor();
    const signInAnswer = () =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/cms/studio/v1/session') &&
          response.request().method() === 'POST',
      );
    for (let i = 0; i < 5; i++) {
      const answered = signInAnswer();
      await signIn(page, EDITOR.email, `a wrong guess number ${i}`, SIGN_IN_WORDS.en);
      expect((await answered).status()).toBe(401);
    }
    // The right password now waits too: the throttle counts the e-mail, not the guess.
    await signIn(page, EDITOR.email, EDITOR.password, SIGN_IN_WORDS.en);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/Too many attempts; try again in \d+ seconds\./);
    expect(await heading(page, 'Sign in to the studio').count()).toBe(1);
    await expectAccessible(page);
    expect(consoleErrors.filter((text) => !/status of (40[01]|429)\b/.test(text))).toEqual([]);
  });
});
