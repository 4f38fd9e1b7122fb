// The submissions inbox against the real service: what visitors send reaches it (an
// application's PDF byte for byte through a signed address only a reviewer can open),
// filtered, searched the site's way, reviewed (status, assignee, notes, history), exported
// formula-safe, kept only as long as its box's retention allows, and erased by e-mail.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxItem } from '@contract/studio/inbox';
import { multipart, samplePdf } from '@tests/support/multipart';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { addTestAccount, callStudio, signIn } from '../studio-test-client';
import type { CallOptions, TestSession } from '../studio-test-client';
import { fileAddress } from './file-link';
import { sweepRetention } from './retention';

const DAY = 24 * 60 * 60_000;
const message = {
  first_name: 'علي',
  last_name: 'كريمي',
  email: 'Ali@Example.com',
  phone_number: '09121234567',
  message: '=HYPERLINK("http://x.test","بار همراه")',
};

describe('the submissions inbox', () => {
  let t: TestApp;
  let reviewer: TestSession;
  let editor: TestSession;
  const pdf = samplePdf('inbox-cv');
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000' } });
    await addTestAccount(t.app, 'reviewer');
    await addTestAccount(t.app, 'editor');
    reviewer = await signIn(t.app, 'reviewer@parvaz.test');
    editor = await signIn(t.app, 'editor@parvaz.test');
  });
  afterAll(() => t?.close());

  const call = (name: Parameters<typeof callStudio>[1], options: CallOptions = {}) =>
    callStudio(t.app, name, { session: reviewer, ...options });
  const sendMessage = (body: object, lang = 'fa') =>
    t.app.inject({ method: 'POST', url: `/cms/contact-us/v1/?lang=${lang}`, payload: body });
  const apply = async (data: object, lang = 'en') => {
    const body = multipart([
      { name: 'custom_form', value: '1' },
      { name: 'submitted_data', value: JSON.stringify(data) },
      { name: 'file_field', filename: 'Sara CV.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/cms/forms/v1/apply/?lang=${lang}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(sent.statusCode).toBe(201);
    return sent.json<{ id: number }>().id;
  };
  const ids = async (query: Record<string, string>) =>
    (await call('inbox', { query })).json<{ results: { id: number }[] }>().results.map((r) => r.id);

  let messageId: number;
  let applicationId: number;

  it('receives what visitors send, counted unread per box', async () => {
    messageId = (await sendMessage(message)).json<{ id: number }>().id;
    await sendMessage(
      { ...message, first_name: 'Sam', email: 'sam@example.com', message: 'Hi' },
      'en',
    );
    applicationId = await apply({
      full_name: 'Sara Rezaei',
      phone: '0912 000 0000',
      email: 'sara@example.com',
      city: 'Shiraz',
      about: 'I have flown as cabin crew for five years.',
    });
    const counts = (await call('inboxCounts')).json();
    expect(counts.messages).toEqual({ unread: 2, total: 2 });
    expect(counts.forms.find((form: { id: number }) => form.id === 1)).toMatchObject({
      title: 'مهماندار پرواز',
      unread: 1,
      total: 1,
    });
  });

  it('filters a box and searches it as the site does: letter forms and case do not matter', async () => {
    expect(await ids({ box: 'messages' })).toHaveLength(2);
    // Typed with Persian yeh and kaf, sent with Arabic ones; the e-mail in any case.
    expect(await ids({ box: 'messages', search: 'علی کریمی' })).toEqual([messageId]);
    expect(await ids({ box: 'messages', search: 'ALI@example' })).toEqual([messageId]);
    expect(await ids({ box: 'messages', lang: 'en' })).toHaveLength(1);
    expect(await ids({ box: 'applications', form: '1', search: 'cabin crew' })).toEqual([
      applicationId,
    ]);
    expect(await ids({ box: 'applications', form: '2' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids({ box: 'messages', from: today, to: today })).toHaveLength(2);
    expect(await ids({ box: 'messages', to: '2000-01-01' })).toEqual([]);
    for (const query of [
      { box: 'letters' } as Record<string, string>,
      { box: 'messages', status: 'pending' },
      { box: 'messages', from: 'yesterday' },
      { box: 'messages', limit: '0' },
    ]) {
      const refused = await call('inbox', { query });
      expect(refused.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('shows every answer with its question, and the CV only through its signed address', async () => {
    const item = (
      await call('inboxItem', { params: { box: 'applications', id: applicationId } })
    ).json<InboxItem>();
    expect(item.answers.slice(0, 2)).toEqual([
      { name: 'full_name', label: 'Full name', type: 'text', value: 'Sara Rezaei' },
      { name: 'phone', label: 'Mobile number', type: 'text', value: '0912 000 0000' },
    ]);
    expect(item).toMatchObject({ senderName: 'Sara Rezaei', senderEmail: 'sara@example.com' });
    expect(item.file).toMatchObject({ name: 'Sara CV.pdf', bytes: pdf.length });
    const url = new URL(item.file!.address, 'http://studio.test');
    const query = Object.fromEntries(url.searchParams);
    const params = { box: 'applications', id: applicationId };

    const opened = await call('inboxFile', { params, query });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    expect(opened.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': expect.stringContaining('no-store'),
    });
    expect(opened.headers['content-disposition']).toMatch(
      /^inline; .*filename\*=UTF-8''Sara%20CV\.pdf$/,
    );
    const viewed = await t.db
      .selectFrom('studio_audit')
      .selectAll()
      .where('action', '=', 'fileViewed')
      .execute();
    expect(viewed.map((row) => row.subject)).toEqual([`application ${applicationId}`]);

    const altered = { ...query, signature: `${query.signature!.slice(0, -2)}AA` };
    expect((await call('inboxFile', { params, query: altered })).statusCode).toBe(403);
    const other = { ...params, id: applicationId + 1 };
    expect((await call('inboxFile', { params: other, query })).statusCode).toBe(403);
    const old = new URL(
      (await fileAddress(t.db, 'applications', applicationId, Date.now() - DAY)).address,
      'http://x',
    );
    expect(
      (await call('inboxFile', { params, query: Object.fromEntries(old.searchParams) })).statusCode,
    ).toBe(410);
    expect((await call('inboxFile', { params, query, session: editor })).statusCode).toBe(403);
    expect((await call('inboxFile', { params, query, session: null })).statusCode).toBe(401);
  });

  it('records status, assignee, read and notes with who changed what', async () => {
    const params = { box: 'messages', id: messageId };
    const [me] = (await call('inboxAssignees')).json().results as { id: number; name: string }[];
    let item = (
      await call('changeInboxItem', {
        params,
        body: { status: 'inReview', assigneeId: me!.id, read: true },
      })
    ).json<InboxItem>();
    expect(item).toMatchObject({ status: 'inReview', read: true, assignee: me });
    item = (await call('addInboxNote', { params, body: { text: 'پاسخ تلفنی داده شد.' } })).json();
    expect(item.notes).toEqual([
      expect.objectContaining({ author: 'reviewer@parvaz.test', text: 'پاسخ تلفنی داده شد.' }),
    ]);
    expect(item.history.map((event) => [event.what, event.from, event.to])).toEqual([
      ['status', 'new', 'inReview'],
      ['assignee', null, me!.name],
    ]);
    for (const body of [{ status: 'done' }, { assigneeId: 999 }, {}, { read: 'yes' }]) {
      const refused = await call('changeInboxItem', { params, body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('addInboxNote', { params, body: { text: ' ' } })).statusCode).toBe(400);
    expect((await call('inboxCounts')).json().messages.unread).toBe(1);
    expect(await ids({ box: 'messages', status: 'inReview' })).toEqual([messageId]);
  });

  it('exports a filter as CSV whose cells never run as formulas, and as JSON; both logged', async () => {
    const csv = await call('exportInbox', {
      query: { box: 'messages', format: 'csv', lang: 'fa' },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="messages-.*\.csv"$/);
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'id,status,lang,created_at,sender_name,sender_email,first_name,last_name,email,phone_number,message',
    );
    expect(row).toContain(`"'=HYPERLINK(""http://x.test"",""بار همراه"")"`);
    const json = await call('exportInbox', { query: { box: 'applications', format: 'json' } });
    expect(json.json()).toEqual([
      expect.objectContaining({
        id: applicationId,
        form: 'مهماندار پرواز',
        answers: expect.objectContaining({ city: 'Shiraz' }),
      }),
    ]);
    const logged = await t.db
      .selectFrom('studio_audit')
      .select('subject')
      .where('action', '=', 'inboxExported')
      .execute();
    expect(logged).toEqual([
      { subject: 'messages: 1 (csv)' },
      { subject: 'applications: 1 (json)' },
    ]);
    expect(
      (await call('exportInbox', { query: { box: 'messages', format: 'xlsx' } })).statusCode,
    ).toBe(400);
  });

  it("moves a box's old submissions to the trash and deletes them later, rows and files", async () => {
    const old = await apply({ full_name: 'Old Applicant', phone: '1', city: 'Tehran' });
    const file = (
      await t.db
        .selectFrom('form_submissions')
        .select('file_path')
        .where('id', '=', old)
        .executeTakeFirstOrThrow()
    ).file_path!;
    const saved = await call('saveRetention', {
      body: { rules: [{ box: 'form:1', trashAfterDays: 30, deleteAfterDays: 7 }] },
    });
    expect(saved.json().rules).toEqual([{ box: 'form:1', trashAfterDays: 30, deleteAfterDays: 7 }]);
    const refused = await call('saveRetention', {
      body: { rules: [{ box: 'form:1', trashAfterDays: null, deleteAfterDays: 7 }] },
    });
    expect(refused.json().fields).toEqual({ 'rules.0.deleteAfterDays': ['trashFirst'] });

    expect(await sweepRetention(t.db, t.app.storage.uploads, Date.now() + 29 * DAY)).toEqual({
      trashed: 0,
      deleted: 0,
    });
    expect(await sweepRetention(t.db, t.app.storage.uploads, Date.now() + 31 * DAY)).toEqual({
      trashed: 2,
      deleted: 0,
    });
    expect(await ids({ box: 'applications' })).toEqual([]);
    expect(await ids({ box: 'applications', trash: 'true' })).toEqual([old, applicationId]);
    // Messages have no rule: they stay.
    expect(await ids({ box: 'messages' })).toHaveLength(2);
    // A week after the trash they go, rows and files together.
    expect(await sweepRetention(t.db, t.app.storage.uploads, Date.now() + 39 * DAY)).toEqual({
      trashed: 0,
      deleted: 2,
    });
    expect(await ids({ box: 'applications', trash: 'true' })).toEqual([]);
    expect(fs.existsSync(`${t.config.uploadsDir}/${file}`)).toBe(false);
    expect(fs.readdirSync(t.config.uploadsDir).filter((name) => name.endsWith('.pdf'))).toEqual([]);
  });

  it('erases everything one person sent, found by e-mail, logged without the address', async () => {
    await sendMessage({ ...message, message: 'Second message' });
    const theirs = await apply({
      full_name: 'Ali',
      phone: '2',
      city: 'Tehran',
      email: 'ali@example.com',
    });
    const erased = await call('eraseSender', { body: { email: ' ALI@example.com ' } });
    expect(erased.json()).toEqual({ messages: 2, applications: 1 });
    expect(await ids({ box: 'messages' })).toHaveLength(1);
    expect(
      (await call('inboxItem', { params: { box: 'applications', id: theirs } })).statusCode,
    ).toBe(404);
    const logged = await t.db
      .selectFrom('studio_audit')
      .select('subject')
      .where('action', '=', 'senderErased')
      .execute();
    expect(logged).toEqual([{ subject: '2 messages, 1 applications' }]);
    expect((await call('eraseSender', { body: { email: 'not an address' } })).statusCode).toBe(400);
  });

  it('deletes one submission at once, and refuses editors and anonymous callers everywhere', async () => {
    const [last] = await ids({ box: 'messages' });
    for (const session of [editor, null]) {
      expect((await call('inbox', { session, query: { box: 'messages' } })).statusCode).toBe(
        session ? 403 : 401,
      );
      expect(
        (await call('deleteInboxItem', { session, params: { box: 'messages', id: last! } }))
          .statusCode,
      ).toBe(session ? 403 : 401);
    }
    expect(
      (await call('deleteInboxItem', { params: { box: 'messages', id: last! } })).statusCode,
    ).toBe(204);
    expect(await ids({ box: 'messages' })).toEqual([]);
    expect(
      (await call('deleteInboxItem', { params: { box: 'messages', id: last! } })).statusCode,
    ).toBe(404);
  });
});
