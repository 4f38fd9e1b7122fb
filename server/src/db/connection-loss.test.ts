// PostgreSQL going away under a running service, over real HTTP: idle pooled connections
// terminated by the server, and the database down then back. The service stays up,
// answers 503 in the request's language meanwhile, and recovers on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from './database';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { createTestDatabase } from '@tests/support/test-database';
import type { TestDatabase } from '@tests/support/test-database';
import { startTcpProxy } from '@tests/support/tcp-proxy';
import type { TcpProxy } from '@tests/support/tcp-proxy';
import { TEST_MEDIA_DIR } from '@tests/support/test-media-dir';

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

const message = {
  first_name: 'علی',
  last_name: 'محمدی',
  email: 'ali@example.com',
  phone_number: '09123456789',
  message: 'سلام',
};

describe.runIf(onPostgres)('the service when PostgreSQL drops its connections', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let db: Db;
  let app: FastifyInstance;
  let origin: string;
  const lost: Error[] = [];

  const post = (lang = 'en') =>
    fetch(`${origin}/cms/contact-us/v1/?lang=${lang}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
  const databaseName = () => new URL(database.url).pathname.slice(1);
  const sessions = async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
      [databaseName()],
    );
    await admin.end();
    return Number(rows[0]!.n);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port));
    target.port = String(proxy.port);
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      DATABASE_URL: target.toString(),
      MEDIA_DIR: TEST_MEDIA_DIR,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '1000',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });
    db = openDatabase(config.database, {
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      onConnectionLost: (error) => lost.push(error),
    });
    await migrateToLatest(db);
    await db
      .insertInto('languages')
      .values([
        {
          value: 'fa',
          name: 'فارسی',
          label: 'FA',
          direction: 'rtl',
          status: 'active',
          position: 0,
        },
        {
          value: 'en',
          name: 'English',
          label: 'EN',
          direction: 'ltr',
          status: 'active',
          position: 1,
        },
      ])
      .execute();
    app = await buildApp({ config, db, logger: false, serveSite: false });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await proxy?.close();
    await database?.drop();
  });

  it('survives pg_terminate_backend of its idle connections and answers from a new one', async () => {
    expect((await post()).status).toBe(201);
    await expect.poll(sessions).toBeGreaterThan(0);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
      databaseName(),
    ]);
    await admin.end();
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    expect((await post()).status).toBe(201);
    expect(await db.selectFrom('contact_messages').select('id').execute()).toHaveLength(2);
  });

  it('answers the very next request after the termination, before the pool has noticed', async () => {
    for (let round = 0; round < 5; round++) {
      expect((await post()).status).toBe(201);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [databaseName()],
      );
      await admin.end();
      if (round % 2 === 0) expect((await post()).status).toBe(201);
      else expect(await db.selectFrom('languages').select('value').execute()).toHaveLength(2);
    }
  });

  it('answers 503 in the request language while the database is down, then recovers', async () => {
    expect((await post()).status).toBe(201);
    await proxy.down();
    const english = await post('en');
    expect(english.status).toBe(503);
    expect(await english.json()).toEqual({
      detail: 'The service is unavailable for a moment; please try again shortly.',
    });
    const persian = await post('fa');
    expect(persian.status).toBe(503);
    expect(await persian.json()).toEqual({
      detail: 'سرویس لحظاتی در دسترس نیست؛ کمی بعد دوباره تلاش کنید.',
    });
    await proxy.up();
    expect((await post()).status).toBe(201);
  });
});
