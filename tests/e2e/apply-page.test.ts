// The application page in Chromium against the real service: a real PDF arrives byte for
// byte; wrong and oversized files are refused in the browser; the service's field errors
// land on their fields.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe';
import { samplePdf } from '../support/multipart';
import { withRealSite } from '../support/real-site';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-upload-'));
const file = (name: string, data: Buffer) => {
  const target = path.join(dir, name);
  fs.writeFileSync(target, data);
  return target;
};

describe('application page', () => {
  const site = withRealSite();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sends an application whose PDF arrives byte for byte, then clears the form', async () => {
    const pdf = samplePdf('cv of sara');
    const { page, consoleErrors } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/forms/1-مهماندار-پرواز/apply`);
    await page.getByRole('heading', { level: 1, name: 'مهماندار پرواز' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'ارسال درخواست' }).click();
    await page.getByRole('alert').filter({ hasText: 'این فیلد الزامی است' }).first().waitFor();

    await page.getByLabel(/نام و نام خانوادگی/).fill('سارا رضایی');
    await page.getByLabel(/شماره موبایل/).fill('09121234567');
    await page.getByLabel(/شهر محل سکونت/).selectOption('مشهد');
    await page.getByLabel(/رزومه/).setInputFiles(file('cv.pdf', pdf));
    await page.getByText('cv.pdf').waitFor();
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();
    await page.getByText('اطلاعات شما با موفقیت ارسال شد.').waitFor();
    await expect.poll(() => page.getByLabel(/نام و نام خانوادگی/).inputValue()).toBe('');

    const rows = await site.t.db.selectFrom('form_submissions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.submitted_data)).toMatchObject({
      full_name: 'سارا رضایی',
      city: 'مشهد',
    });
    expect(
      fs.readFileSync(path.join(site.t.config.uploadsDir, rows[0]!.file_path!)).equals(pdf),
    ).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("names a missing field in the page's language", async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/en/forms/1-flight-attendant/apply`);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('alert').filter({ hasText: 'This field is required' }).first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'این فیلد الزامی است' }).count()).toBe(
      0,
    );
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('refuses a text file named .pdf and a 6 MB PDF in the browser', async () => {
    const { page } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/en/forms/1-flight-attendant/apply`);
    await page.getByRole('heading', { level: 1, name: 'Flight attendant' }).waitFor();
    const upload = page.getByLabel(/CV \(PDF/);
    await upload.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    await page.getByText('cv.pdf: The file must be a PDF.').waitFor();
    await upload.setInputFiles(
      file('big.pdf', Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 32)])),
    );
    await page.getByText('big.pdf: The file is larger than 5 MB.').waitFor();
    await page.close();
  });

  it("words refusals in Persian with Persian digits, the file's name kept apart", async () => {
    const { page } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/forms/1-x/apply`);
    const upload = page.getByLabel(/رزومه/);
    await page.locator('html[data-ready]').waitFor();
    await upload.setInputFiles({
      name: 'cv.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    const refusal = page.getByText('cv.txt: نوع فایل باید PDF باشد.');
    await refusal.waitFor();
    // The name is isolated, so a right-to-left line does not reorder it with the text.
    expect(await refusal.locator('bdi').textContent()).toBe('cv.txt');
    await upload.setInputFiles(
      file('big.pdf', Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 32)])),
    );
    await page.getByText('big.pdf: حجم فایل شما بیشتر از ۵ مگابایت است.').waitFor();
    expect(await page.getByText(/File type|application\/pdf/).count()).toBe(0);
    await page.close();
  });

  it("shows the service's field errors on their fields and keeps the form", async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/forms/4-x/apply`);
    await page.getByLabel(/نام و نام خانوادگی/).fill('علی');
    await page.getByLabel(/شماره موبایل/).fill('09121234567');
    // The editors make the e-mail field required while the visitor is typing: only the
    // service knows, and its 400 must land on that field.
    const rows = await site.t.db
      .selectFrom('custom_forms')
      .select(['lang', 'form_fields'])
      .where('id', '=', 4)
      .execute();
    for (const row of rows) {
      const fields = JSON.parse(row.form_fields) as {
        is_required: boolean;
        field_details: { field_name: string };
      }[];
      for (const field of fields)
        if (field.field_details.field_name === 'email') field.is_required = true;
      await site.t.db
        .updateTable('custom_forms')
        .set({ form_fields: JSON.stringify(fields) })
        .where('id', '=', 4)
        .where('lang', '=', row.lang)
        .execute();
    }
    const stored = () => site.t.db.selectFrom('form_submissions').selectAll().execute();
    const before = (await stored()).length;
    await page.getByRole('button', { name: 'ارسال' }).click();
    await page.getByText('مشکلی پیش آمده است.').waitFor();
    const email = page.getByLabel(/ایمیل/);
    const error = page.getByRole('alert').filter({ hasText: 'این فیلد الزامی است' });
    await error.waitFor();
    expect(await email.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
    expect(await page.getByLabel(/نام و نام خانوادگی/).inputValue()).toBe('علی');
    expect(await stored()).toHaveLength(before);
    await page.close();
  });

  it('shows upload progress while a PDF is sent over a slow connection', async () => {
    const { page } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/en/forms/1-flight-attendant/apply`);
    await page.getByRole('heading', { level: 1, name: 'Flight attendant' }).waitFor();
    await page.getByLabel(/Full name/).fill('Sara Rezaei');
    await page.getByLabel(/Mobile/).fill('09121234567');
    await page.getByLabel(/City/).selectOption({ index: 1 });
    const pdf = Buffer.concat([samplePdf('large cv'), Buffer.alloc(1024 * 1024, 32)]);
    await page.getByLabel(/CV \(PDF/).setInputFiles(file('large.pdf', pdf));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: 1024 * 1024,
      uploadThroughput: 256 * 1024,
    });
    await page.getByRole('button', { name: /Send/ }).click();
    const progress = page.locator('form').getByRole('progressbar');
    await progress.waitFor();
    await expect
      .poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.getByText('Your details were sent.').waitFor({ timeout: 30_000 });
    await expect.poll(() => progress.count()).toBe(0);
    await page.close();
  });

  it('shows the not-found screen for a form that does not exist', async () => {
    const { page } = await site.chromium.newPage(375);
    const response = await page.goto(`${site.origin}/forms/9999-missing/apply`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' }).waitFor();
    await page.close();
  });

  it('shows the error screen when the form cannot be loaded', async () => {
    const { page } = await site.chromium.newPage(375);
    // The service failing (not the form missing): every read of the form answers 500.
    await page.route('**/cms/forms/v1/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }),
    );
    // The form's page is rendered by the service, so the browser reads it only when it
    // comes from another page: the careers list.
    await page.goto(`${site.origin}/en/v`);
    await page.locator('html[data-ready]').waitFor();
    await page.locator('a[href*="/forms/1-"]').first().click();
    await page
      .getByText('Oops! Something went wrong loading this page.')
      .waitFor({ timeout: 30_000 });
    await page.close();
  });
});
