// The home contact form in Chromium against the real service: browser rules with the
// spec's messages, then one stored message and the spec's toasts.
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import { withRealSite } from '../support/real-site';

describe('contact form', () => {
  const site = withRealSite();

  it('refuses invalid input with the Persian messages, then stores one message', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/#contact`);
    const send = page.getByRole('button', { name: 'ارسال پیام' });
    await page.getByLabel('شماره موبایل').fill('12ab');
    await page.getByLabel('ایمیل').fill('nope');
    await send.click();
    for (const message of [
      'نام الزامی است',
      'نام خانوادگی الزامی است',
      'ایمیل معتبر نیست',
      'شماره موبایل معتبر نیست',
      'پیام نمیتواند خالی باشد',
    ]) {
      await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'first_name',
    );
    expect(await site.t.db.selectFrom('contact_messages').selectAll().execute()).toEqual([]);

    await page.getByLabel('نام', { exact: true }).fill('سارا');
    await page.getByLabel('نام خانوادگی').fill('رضایی');
    await page.getByLabel('ایمیل').fill('sara@example.com');
    await page.getByLabel('شماره موبایل').fill('۰۹۱۲۳۴۵۶۷۸۹');
    await page.getByLabel('پیام').fill('سلام؛ درباره‌ی بار همراه سؤال دارم.');
    await send.click();
    // The toast's own icon is the check mark; the text does not draw it again.
    const sent = page.getByRole('alert').filter({ hasText: 'پیام شما با موفقیت ارسال شد' });
    await sent.waitFor();
    expect(await sent.textContent()).not.toMatch(/[✅❌]/u);
    expect(await sent.locator('svg').count()).toBe(1);
    await expect.poll(() => page.getByLabel('نام خانوادگی').inputValue()).toBe('');

    const stored = await site.t.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      first_name: 'سارا',
      phone_number: '09123456789',
      lang: 'fa',
    });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("refuses in the page's language, in the browser as on the service", async () => {
    const stored = () => site.t.db.selectFrom('contact_messages').selectAll().execute();
    const before = await stored();
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/en/#contact`);
    await page.getByLabel('Mobile number').fill('0912-000-0000');
    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email address is not valid',
      'Mobile number must contain digits only',
      'Message cannot be empty',
    ]) {
      await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
    }
    expect(await page.getByRole('alert').filter({ hasText: 'نام الزامی است' }).count()).toBe(0);
    expect(await stored()).toEqual(before);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('keeps what was typed and says so when the message cannot be sent', async () => {
    const { page } = await site.chromium.newPage(375);
    await page.route('**/cms/contact-us/v1/**', (route) =>
      route.fulfill({ status: 503, body: '{"detail":"down"}' }),
    );
    await page.goto(`${site.origin}/en/#contact`);
    await page.getByLabel('First name').fill('Ali');
    await page.getByLabel('Last name').fill('Karimi');
    await page.getByLabel('Email').fill('ali@example.com');
    await page.getByLabel('Mobile number').fill('09120000000');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Your message could not be sent' });
    await failed.waitFor();
    expect(await failed.textContent()).not.toMatch(/[✅❌]/u);
    expect(await failed.locator('svg').count()).toBe(1);
    expect(await page.getByLabel('Last name').inputValue()).toBe('Karimi');
    await page.close();
  });
});
