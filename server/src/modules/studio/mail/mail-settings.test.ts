// The owner's mail settings: off until a server and a sender are set (and then nothing is
// queued), refused in the studio's shape when wrong, the password never shown, every save
// in the audit log, and nobody but the owner let in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertLanguages } from '@tests/support/languages';
import { JOB_FORM_ID } from '../../forms/fixtures';
import { insertFormWithEmail, mailSettingsFor, postContact } from '../../mail/mail-fixtures';
import { addTestAccount, callStudio, signIn } from '../studio-test-client';
import type { TestSession } from '../studio-test-client';

describe('mail settings', () => {
  let t: TestApp;
  let owner: TestSession;
  const read = () => callStudio(t.app, 'mailSettings', { session: owner });
  const save = (body: unknown) => callStudio(t.app, 'saveMailSettings', { session: owner, body });
  const queued = () => t.db.selectFrom('mail_queue').selectAll().execute();

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_MAX: '1000' } });
    await insertLanguages(t, ['fa', 'en']);
    await insertFormWithEmail(t.db, 'en');
    await addTestAccount(t.app, 'owner');
    owner = await signIn(t.app, 'owner@parvaz.test');
  });
  beforeEach(() => t.db.deleteFrom('mail_queue').execute());
  afterAll(() => t?.close());

  it('says mail is off with no server, then with no sender, and queues nothing', async () => {
    const none = await read();
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ enabled: false, off: 'noServer', passwordSet: false });
    expect((await postContact(t.app)).statusCode).toBe(201);
    expect(await queued()).toEqual([]);

    const saved = await save(mailSettingsFor(2525, { from: '' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: false, off: 'noSender' });
    expect((await postContact(t.app)).statusCode).toBe(201);
    expect(await queued()).toEqual([]);

    const on = await save(mailSettingsFor(2525));
    expect(on.json()).toMatchObject({ enabled: true, off: null });
    await save(mailSettingsFor(2525, { host: '' }));
    expect((await read()).json()).toMatchObject({ enabled: false, off: 'noServer' });
  });

  it('refuses bad settings with 400 naming the field, and keeps the stored ones', async () => {
    const good = mailSettingsFor(2525);
    await save(good);
    const before = (await read()).json();
    const bad: [object, string][] = [
      [{ ...good, host: 'mail server!' }, 'host'],
      [{ ...good, host: 'x'.repeat(300) }, 'host'],
      [{ ...good, port: 0 }, 'port'],
      [{ ...good, port: 70000 }, 'port'],
      [{ ...good, port: '25' }, 'port'],
      [{ ...good, tls: 'ssl' }, 'tls'],
      [{ ...good, from: 'not an address' }, 'from'],
      [{ ...good, contactRecipients: ['desk@'] }, 'contactRecipients'],
      [{ ...good, contactRecipients: 'desk@parvaz.example' }, 'contactRecipients'],
      [
        { ...good, contactRecipients: Array.from({ length: 21 }, (_, i) => `a${i}@x.example`) },
        'contactRecipients',
      ],
      [{ ...good, formRecipients: { abc: ['hr@parvaz.example'] } }, 'formRecipients'],
      [{ ...good, formRecipients: { [JOB_FORM_ID]: ['nope'] } }, 'formRecipients'],
      [{ ...good, formRecipients: { 999: ['hr@parvaz.example'] } }, 'formRecipients'],
      [{ ...good, acknowledge: 'yes' }, 'acknowledge'],
      [{ ...good, password: 'p'.repeat(501) }, 'password'],
      [{ ...good, extra: 1 }, 'body'],
    ];
    for (const [body, field] of bad) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const refusal = response.json<{ detail: string; fields: Record<string, string[]> }>();
      expect(refusal.detail).toBe('invalid');
      expect(Object.keys(refusal.fields), JSON.stringify(body)).toContain(field);
    }
    for (const body of [null, [], 'text', 42]) {
      const response = await callStudio(t.app, 'saveMailSettings', {
        session: owner,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('invalid');
    }
    expect((await read()).json()).toEqual(before);
  });

  it('keeps the password write-only, kept when left out and cleared when empty', async () => {
    await save({ ...mailSettingsFor(2525), user: 'mailer', password: 'a secret word' });
    const shown = await read();
    expect(shown.json()).toMatchObject({ user: 'mailer', passwordSet: true });
    expect(shown.body).not.toContain('a secret word');
    expect(shown.json()).not.toHaveProperty('password');

    await save({ ...mailSettingsFor(2525), user: 'mailer' });
    expect((await read()).json()).toMatchObject({ passwordSet: true });
    await save({ ...mailSettingsFor(2525), password: '' });
    expect((await read()).json()).toMatchObject({ passwordSet: false });
  });

  it('records each save in the audit log, never the password', async () => {
    await save({ ...mailSettingsFor(2525), password: 'another secret' });
    const audit = await callStudio(t.app, 'audit', { session: owner });
    const entry = audit.json<{ results: { action: string; actor: string; subject: string }[] }>()
      .results[0]!;
    expect(entry).toMatchObject({ action: 'mailSettingsChanged', actor: 'owner@parvaz.test' });
    expect(entry.subject).toContain('127.0.0.1:2525');
    expect(audit.body).not.toContain('another secret');
  });

  it('lets only the owner read or change them', async () => {
    for (const role of ['editor', 'reviewer'] as const) {
      await addTestAccount(t.app, role);
      const session = await signIn(t.app, `${role}@parvaz.test`);
      const get = await callStudio(t.app, 'mailSettings', { session });
      const put = await callStudio(t.app, 'saveMailSettings', {
        session,
        body: mailSettingsFor(2525),
      });
      expect([get.statusCode, put.statusCode]).toEqual([403, 403]);
      expect(put.json()).toEqual({ detail: 'forbidden' });
    }
  });
});
