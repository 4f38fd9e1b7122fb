// The real service (server/src/main.ts) as a child process, killed with SIGKILL while a
// submission's mail is claimed but not yet sent (its mail server never greets): started
// again, it sends every mail of that submission exactly once, the claimed one when its
// lease runs out.
import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import type { TestDatabase } from '@tests/support/test-database';
import { TEST_MEDIA_DIR } from '@tests/support/test-media-dir';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import type { Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { CONTACT_DESK, contactMessage, mailSettingsFor } from './mail-fixtures';
import { writeMailSettings } from './mail-settings';
import { TestMailServer, freePort, waitFor } from './test-mail-server';

type Service = ChildProcessByStdio<null, Readable, Readable>;

describe('the service killed between queueing and sending', () => {
  let database: TestDatabase;
  let db: Db;
  let port: number;
  const children: Service[] = [];

  /** Starts the service on the test database; resolves with its address once it listens. */
  async function startService(): Promise<{ child: Service; origin: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        PATH: process.env.PATH,
        HOME: os.tmpdir(),
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.url,
        MEDIA_DIR: TEST_MEDIA_DIR,
        LOG_LEVEL: 'silent',
        MAIL_INTERVAL_MS: '200',
        MAIL_RETRY_BASE_MS: '200',
        MAIL_LEASE_MS: '4000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const origin = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const address = /running at (\S+?)\/?\s/.exec(output)?.[1];
        if (address) resolve(address.replace('localhost', '127.0.0.1'));
      });
      child.once('exit', (code) => reject(new Error(`the service stopped (${code}): ${output}`)));
    });
    return { child, origin };
  }

  const rows = () => db.selectFrom('mail_queue').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.url });
    db = openDatabase(config.database);
    await migrateToLatest(db);
    port = await freePort();
    await writeMailSettings(db, mailSettingsFor(port));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await db?.destroy();
    await database?.drop();
  });

  it('sends each mail of the submission exactly once after a restart', async () => {
    // A mail server that takes the connection and never greets: the first mail stays claimed.
    const sockets: net.Socket[] = [];
    const stall = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => stall.listen(port, '127.0.0.1', resolve));

    const first = await startService();
    const posted = await fetch(`${first.origin}/cms/contact-us/v1/?lang=fa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactMessage),
    });
    expect(posted.status).toBe(201);
    await waitFor('a mail claimed', async () =>
      (await rows()).some((row) => row.status === 'sending'),
    );
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    const left = await rows();
    expect(left).toHaveLength(3);
    expect(left.filter((row) => row.status === 'sending')).toHaveLength(1);
    expect(left.every((row) => row.status !== 'sent')).toBe(true);

    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => stall.close(() => resolve()));
    const smtp = new TestMailServer(port);
    await smtp.listen();
    try {
      const second = await startService();
      await waitFor(
        'every mail sent',
        async () => (await rows()).every((row) => row.status === 'sent'),
        30_000,
      );
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');

      expect(smtp.received).toHaveLength(3);
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(
        [...CONTACT_DESK, contactMessage.email].sort(),
      );
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(3);
    } finally {
      await smtp.close();
    }
  });
});
