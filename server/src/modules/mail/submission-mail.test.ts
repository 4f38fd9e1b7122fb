// A contact message and an application, sent to a real SMTP server: the staff's addresses
// get one notification each with a link into the inbox and nothing of what the visitor
// wrote, and the visitor one acknowledgement in their language; each mail exactly once.
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertLanguages } from '@tests/support/languages';
import { addTestAccount, callStudio, signIn } from '../studio/studio-test-client';
import {
  CONTACT_DESK,
  HR_DESK,
  SENDER,
  application,
  contactMessage,
  insertFormWithEmail,
  mailSettingsFor,
  postApplication,
  postContact,
} from './mail-fixtures';
import { TestMailServer, waitFor } from './test-mail-server';
import type { ReceivedMail } from './test-mail-server';

const ORIGIN = 'https://parvaz.example';

describe('mail for new submissions', () => {
  let t: TestApp;
  let smtp: TestMailServer;

  const allSent = async (count: number) => {
    const rows = await t.db.selectFrom('mail_queue').select(['status']).execute();
    return rows.length === count && rows.every((row) => row.status === 'sent');
  };
  /** Every mail received, after the queue says all are sent and one more pass sent nothing. */
  const delivered = async (count: number) => {
    await waitFor(`${count} mails sent`, () => allSent(count));
    await t.app.mailSender.pass();
    expect(smtp.received).toHaveLength(count);
    return smtp.received;
  };
  const expectNoPersonalData = (mail: ReceivedMail, values: object) => {
    for (const value of Object.values(values) as string[]) {
      expect(mail.subject + mail.text + mail.html).not.toContain(value);
    }
  };

  beforeAll(async () => {
    smtp = await TestMailServer.start();
    t = await createTestApp({
      seed: false,
      env: { RATE_LIMIT_MAX: '1000', PUBLIC_ORIGIN: ORIGIN, MAIL_INTERVAL_MS: '60000' },
    });
    await insertLanguages(t, ['fa', 'en', 'ar']);
    await insertFormWithEmail(t.db, 'en');
    await insertFormWithEmail(t.db, 'ar');
    await addTestAccount(t.app, 'owner');
    const owner = await signIn(t.app, 'owner@parvaz.test');
    const saved = await callStudio(t.app, 'saveMailSettings', {
      session: owner,
      body: mailSettingsFor(smtp.port),
    });
    expect(saved.statusCode).toBe(200);
  });
  beforeEach(async () => {
    await t.db.deleteFrom('mail_queue').execute();
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('notifies each contact address once with a link and thanks the sender in Persian', async () => {
    const response = await postContact(t.app, 'fa');
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: number }>().id;
    const mails = await delivered(3);

    const link = `${ORIGIN}/studio/inbox/messages/${id}`;
    for (const desk of CONTACT_DESK) {
      const [notification] = smtp.to(desk);
      expect(smtp.to(desk)).toHaveLength(1);
      expect(notification!.subject).toContain('New contact message');
      expect(notification!.text).toContain(link);
      expect(notification!.html).toContain(`href="${link}"`);
      expect(notification!.parsed.from?.value[0]?.address).toBe(SENDER);
      expectNoPersonalData(notification!, contactMessage);
    }
    const [thanks] = smtp.to(contactMessage.email);
    expect(smtp.to(contactMessage.email)).toHaveLength(1);
    expect(thanks!.subject).toBe('پیام شما به دست ما رسید');
    expect(thanks!.text).toContain('سپاس‌گزاریم');
    expect(thanks!.html).toMatch(/<html lang="fa" dir="rtl">/);
    expect(thanks!.text).not.toContain(contactMessage.message);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(3);
    for (const mail of mails)
      expect(mail.messageId).toMatch(/^<mail-\d+\.[0-9a-f]+@parvaz\.example>$/);
  });

  it("notifies the form's addresses and thanks the applicant in English", async () => {
    const response = await postApplication(t.app, 'en');
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: number }>().id;
    await delivered(2);

    const [notification] = smtp.to(HR_DESK);
    expect(notification!.subject).toContain('Flight attendant');
    expect(notification!.text).toContain(`${ORIGIN}/studio/inbox/applications/${id}`);
    expectNoPersonalData(notification!, application);
    const [thanks] = smtp.to(application.email);
    expect(thanks!.subject).toBe('We have received your application');
    expect(thanks!.text).toContain('Thank you for applying for “Flight attendant”');
    expect(thanks!.html).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('keeps no mail about a deleted submission, nor any to a sender whose submissions are erased', async () => {
    await addTestAccount(t.app, 'reviewer');
    const reviewer = await signIn(t.app, 'reviewer@parvaz.test');
    const mailsAbout = (source: 'contact' | 'application', id: number) =>
      t.db
        .selectFrom('mail_queue')
        .select('recipient')
        .where('source', '=', source)
        .where('source_id', '=', id)
        .execute();

    const message = (await postContact(t.app, 'fa')).json<{ id: number }>().id;
    await delivered(3);
    expect(await mailsAbout('contact', message)).toHaveLength(3);
    const deleted = await callStudio(t.app, 'deleteInboxItem', {
      session: reviewer,
      params: { box: 'messages', id: message },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await mailsAbout('contact', message)).toEqual([]);

    smtp.received.length = 0;
    const applied = (await postApplication(t.app, 'en')).json<{ id: number }>().id;
    await delivered(2);
    // An acknowledgement to the same person about something no longer in the inbox.
    await t.db
      .insertInto('mail_queue')
      .values({
        kind: 'acknowledgement',
        source: 'contact',
        source_id: 424242,
        recipient: 'Sara@Example.com',
        lang: 'en',
        subject: 'We have received your message',
        text_body: 'Thank you',
        html_body: '<p>Thank you</p>',
        token: 'stray',
        status: 'sent',
        due_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    // Theirs: this application, and any an earlier test sent.
    const theirs = await t.db
      .selectFrom('form_submissions')
      .select('id')
      .where('sender_email', '=', application.email)
      .execute();
    expect(theirs.map((row) => row.id)).toContain(applied);
    const erased = await callStudio(t.app, 'eraseSender', {
      session: reviewer,
      body: { email: application.email },
    });
    expect(erased.json()).toEqual({ messages: 0, applications: theirs.length });
    expect(await mailsAbout('application', applied)).toEqual([]);
    expect(await t.db.selectFrom('mail_queue').select('recipient').execute()).toEqual([]);
  });

  it('thanks an Arabic applicant in Arabic, right to left', async () => {
    expect((await postApplication(t.app, 'ar')).statusCode).toBe(201);
    await delivered(2);
    const [thanks] = smtp.to(application.email);
    expect(thanks!.subject).toBe('وصلنا طلبك');
    expect(thanks!.html).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('answers the visitor while the mail server stalls, and sends once it answers', async () => {
    // A server that takes the connection and never greets: the post is answered while its
    // mail is being sent.
    await smtp.close();
    const sockets: net.Socket[] = [];
    const stall = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => stall.listen(smtp.port, '127.0.0.1', resolve));
    const response = await postContact(t.app, 'en');
    expect(response.statusCode).toBe(201);
    await waitFor('a mail being sent', async () => {
      const rows = await t.db.selectFrom('mail_queue').select('status').execute();
      return rows.some((row) => row.status === 'sending');
    });
    expect(smtp.received).toEqual([]);

    await new Promise<void>((resolve) => {
      stall.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    await waitFor('the failed attempts', async () => {
      const rows = await t.db.selectFrom('mail_queue').select(['status', 'attempts']).execute();
      return rows.length === 3 && rows.every((row) => row.status === 'queued' && row.attempts >= 1);
    });
    await smtp.listen();
    await t.db.updateTable('mail_queue').set({ due_at: new Date().toISOString() }).execute();
    await t.app.mailSender.pass();
    expect((await delivered(3)).map((mail) => mail.to[0]).sort()).toEqual(
      [...CONTACT_DESK, contactMessage.email].sort(),
    );
  });
});
