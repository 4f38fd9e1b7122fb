// Submissions made offline in Chromium with the service worker: kept in the outbox across
// reloads, delivered exactly once when the network returns (even with two tabs flushing),
// a PDF arriving byte for byte, and a refusal by the service kept and shown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Page } from '../support/browser';
import { samplePdf } from '../support/multipart';
import { waitForSavedQuery, waitForServiceWorker } from '../support/offline';
import { withRealSite } from '../support/real-site';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-outbox-'));

async function fillContact(page: Page, firstName: string) {
  await page.getByLabel('نام', { exact: true }).fill(firstName);
  await page.getByLabel('نام خانوادگی').fill('رضایی');
  await page.getByLabel('ایمیل').fill('sara@example.com');
  await page.getByLabel('شماره موبایل').fill('09123456789');
  await page.getByLabel('پیام').fill('پیامی که در هواپیما نوشتم.');
  await page.getByRole('button', { name: 'ارسال پیام' }).click();
}

interface StoredItem {
  id: string;
  state: string;
  attempts: number;
  nextAttemptAt: number;
  fields: Record<string, string>;
}

/** The outbox as the page's IndexedDB holds it. */
const outboxItems = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<StoredItem[]>((resolve) => {
        const open = indexedDB.open('parvaz-outbox');
        open.onsuccess = () => {
          const read = open.result.transaction('items').objectStore('items').getAll();
          read.onsuccess = () => resolve(read.result as StoredItem[]);
        };
      }),
  );

describe('outbox of offline submissions', () => {
  const site = withRealSite({ serviceWorkers: 'allow' });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  afterEach(() => site.chromium.browser.setOffline(false));
  const messages = () => site.t.db.selectFrom('contact_messages').selectAll().execute();

  it('keeps a contact message written offline across a reload and delivers it once', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/#contact`);
    await waitForServiceWorker(page);
    await waitForSavedQuery(page, 'fa', 'home-page');
    await page.context().setOffline(true);
    await fillContact(page, 'سارای آفلاین');
    await page.getByText('ذخیره شد؛ وقتی آنلاین شوید ارسال می‌شود.').waitFor();
    const count = page.getByTestId('outbox-count');
    await expect.poll(() => count.textContent()).toBe('1');
    await expect.poll(() => page.getByLabel('نام خانوادگی').inputValue()).toBe('');

    await page.reload();
    await expect.poll(() => count.textContent()).toBe('1');
    await page.getByRole('button', { name: 'صندوق ارسال' }).click();
    await page.getByText('در انتظار اتصال').waitFor();
    expect(await messages()).toHaveLength(0);

    // A second tab is open too: both flush when the network returns; one row arrives.
    const { page: second } = await site.chromium.newPage(375);
    await second.goto(`${site.origin}/`);
    await page.context().setOffline(false);
    await page.getByText('پیامی که آفلاین نوشته بودید ارسال شد.').waitFor();
    await expect.poll(async () => (await messages()).length).toBe(1);
    await expect.poll(() => count.count()).toBe(0);
    await page.waitForTimeout(1500);
    expect((await messages()).map((m) => m.first_name)).toEqual(['سارای آفلاین']);
    await second.close();
    await page.close();
  });

  it('delivers an application with its PDF written offline, byte for byte', async () => {
    const pdf = samplePdf('written at 10,000 metres');
    fs.writeFileSync(path.join(dir, 'cv.pdf'), pdf);
    const { page } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/forms/1-مهماندار-پرواز/apply`);
    await page.getByRole('heading', { level: 1, name: 'مهماندار پرواز' }).waitFor();
    await waitForServiceWorker(page);
    await waitForSavedQuery(page, 'fa', '"queryKey":["form",');
    await page.context().setOffline(true);
    await page.getByLabel(/نام و نام خانوادگی/).fill('مریم آفلاین');
    await page.getByLabel(/شماره موبایل/).fill('09121234567');
    await page.getByLabel(/شهر محل سکونت/).selectOption('مشهد');
    await page.getByLabel(/رزومه/).setInputFiles(path.join(dir, 'cv.pdf'));
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();
    await page.getByText('ذخیره شد؛ وقتی آنلاین شوید ارسال می‌شود.').waitFor();
    const submissions = () => site.t.db.selectFrom('form_submissions').selectAll().execute();
    expect(await submissions()).toHaveLength(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('outbox-count').textContent()).toBe('1');
    expect(await submissions()).toHaveLength(0);

    await page.context().setOffline(false);
    await page.getByText('درخواستی که آفلاین پر کرده بودید ارسال شد.').waitFor();
    await expect.poll(async () => (await submissions()).length, { timeout: 10_000 }).toBe(1);
    const [row] = await submissions();
    expect(JSON.parse(row!.submitted_data)).toMatchObject({ full_name: 'مریم آفلاین' });
    expect(fs.readFileSync(path.join(site.t.config.uploadsDir, row!.file_path!)).equals(pdf)).toBe(
      true,
    );
    await page.close();
  });

  it('keeps a submission the service refuses and shows its message', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/forms/4-x/apply`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await page.getByLabel(/نام و نام خانوادگی/).fill('علی');
    await page.getByLabel(/شماره موبایل/).fill('09121234567');
    await page.getByRole('button', { name: 'ارسال', exact: true }).click();
    await page.getByText('ذخیره شد؛ وقتی آنلاین شوید ارسال می‌شود.').waitFor();

    // Meanwhile the editors make the e-mail field required.
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
    const before = (await site.t.db.selectFrom('form_submissions').selectAll().execute()).length;
    await page.context().setOffline(false);
    await page.getByText('ارسال پذیرفته نشد: این فیلد الزامی است').waitFor();
    await page.getByRole('button', { name: 'صندوق ارسال' }).click();
    await page.getByText('پذیرفته نشد: این فیلد الزامی است', { exact: true }).waitFor();
    expect(await site.t.db.selectFrom('form_submissions').selectAll().execute()).toHaveLength(
      before,
    );
    await page.close();
  });

  it('keeps an item through a server failure, delivers it later, and a replay is stored once', async () => {
    const { page } = await site.chromium.newPage(1280);
    await page.goto(`${site.origin}/#contact`);
    await waitForServiceWorker(page);
    await waitForSavedQuery(page, 'fa', 'home-page');
    await page.context().setOffline(true);
    await fillContact(page, 'پس از خطا');
    await page.getByText('ذخیره شد؛ وقتی آنلاین شوید ارسال می‌شود.').waitFor();
    const [item] = (await outboxItems(page)).filter((i) => i.fields.first_name === 'پس از خطا');
    const before = (await messages()).length;

    // The service fails (its table is away) when the network returns: the item stays.
    await sql`ALTER TABLE contact_messages RENAME TO contact_messages_away`.execute(site.t.db);
    try {
      // Tries made while offline count too; wait for one the service refused, after which
      // the item is back in the queue.
      const triedOffline = (await outboxItems(page)).find((i) => i.id === item!.id)!.attempts;
      await page.context().setOffline(false);
      await expect
        .poll(
          async () => {
            const now = (await outboxItems(page)).find((i) => i.id === item!.id);
            return now && now.attempts > triedOffline && now.state;
          },
          { timeout: 10_000 },
        )
        .toBe('queued');
    } finally {
      await sql`ALTER TABLE contact_messages_away RENAME TO contact_messages`.execute(site.t.db);
    }
    // After the back-off, a later flush delivers it. The back-off doubles with each refused
    // try (5 s, 10 s, 20 s), and a busy machine may have made one more than the test saw.
    const refused = (await outboxItems(page)).find((i) => i.id === item!.id)!;
    await page
      .getByText('پیامی که آفلاین نوشته بودید ارسال شد.')
      .waitFor({ timeout: Math.max(0, refused.nextAttemptAt - Date.now()) + 15_000 });
    await expect.poll(async () => (await messages()).length).toBe(before + 1);

    // The same request again, with the same key: answered, not stored a second time.
    const replay = await fetch(`${site.origin}/cms/contact-us/v1/?lang=fa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': item!.id },
      body: JSON.stringify(item!.fields),
    });
    expect(replay.ok).toBe(true);
    expect(await messages()).toHaveLength(before + 1);
    await page.close();
  });
});
