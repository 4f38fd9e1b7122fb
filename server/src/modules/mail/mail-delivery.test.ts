// Delivery through trouble: a mail server that refuses connections for a while gets each
// mail once after it comes back (the attempts spaced by the back-off), and two instances of
// the service on one database send each mail once between them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import type { Db } from '../../db/database';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertLanguages } from '@tests/support/languages';
import { CONTACT_DESK, contactMessage, mailSettingsFor, postContact } from './mail-fixtures';
import { writeMailSettings } from './mail-settings';
import { TestMailServer, freePort, waitFor } from './test-mail-server';

const RETRY_BASE_MS = 150;

describe('delivery through trouble', () => {
  let t: TestApp;
  let port: number;
  let smtp: TestMailServer;
  let second: { app: FastifyInstance; db: Db } | undefined;

  const rows = () => t.db.selectFrom('mail_queue').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    port = await freePort();
    smtp = new TestMailServer(port);
    t = await createTestApp({
      seed: false,
      env: {
        RATE_LIMIT_MAX: '1000',
        MAIL_INTERVAL_MS: '100',
        MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
        MAIL_RETRY_MAX_MS: '600',
      },
    });
    await insertLanguages(t, ['fa', 'en']);
    await writeMailSettings(t.db, mailSettingsFor(port));
  });
  beforeEach(async () => {
    await t.db.deleteFrom('mail_queue').execute();
    smtp.received.length = 0;
  });
  afterAll(async () => {
    if (second) {
      await second.app.close();
      await second.db.destroy();
    }
    await t?.close();
    await smtp.close();
  });

  it('sends each mail once when a refusing server comes back, after backing off', async () => {
    expect((await postContact(t.app)).statusCode).toBe(201);
    // Down for a while: three failed attempts each, spaced by the back-off.
    const failed = await waitFor('three refused attempts', async () => {
      const queued = await rows();
      const waiting = queued.every((row) => row.attempts >= 3 && row.status === 'queued');
      return queued.length === 3 && waiting && queued;
    });
    for (const row of failed) {
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(Date.parse(row.due_at) - Date.parse(row.created_at)).toBeGreaterThanOrEqual(
        RETRY_BASE_MS * (1 + 2),
      );
    }
    expect(smtp.received).toEqual([]);

    await smtp.listen();
    await waitFor('every mail sent', async () =>
      (await rows()).every((row) => row.status === 'sent'),
    );
    await t.app.mailSender.pass();
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(
      [...CONTACT_DESK, contactMessage.email].sort(),
    );
  });

  it('sends each mail once with two instances on one database', async () => {
    await smtp.listen().catch(() => {});
    const db = openDatabase(t.config.database);
    second = { db, app: await buildApp({ config: t.config, db, logger: false }) };
    await second.app.ready();
    const apps = [t.app, second.app];
    // Queued while neither sends (on SQLite a same-process instance waiting for the other's
    // open transaction would hold up both), then both send at once.
    for (const app of apps) await app.mailSender.stop();
    for (let i = 0; i < 10; i++) {
      expect((await postContact(apps[i % 2]!)).statusCode).toBe(201);
    }
    expect(await rows()).toHaveLength(30);
    for (const app of apps) app.mailSender.start();
    await Promise.all(apps.flatMap((app) => [app.mailSender.pass(), app.mailSender.pass()]));
    await waitFor('every mail sent', async () =>
      (await rows()).every((row) => row.status === 'sent'),
    );
    await Promise.all(apps.map((app) => app.mailSender.pass()));

    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(30);
    for (const desk of CONTACT_DESK) expect(smtp.to(desk)).toHaveLength(10);
    expect((await rows()).every((row) => row.attempts === 1)).toBe(true);
  });
});
