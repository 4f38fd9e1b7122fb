// Two instances sharing a Redis server keep one post limit between them; with Redis away a
// post is still taken and the readiness check says so; from SIGTERM on it says draining.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import type { Db } from '../db/database';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { startTestRedis } from '@tests/support/redis-server';
import type { TestRedis } from '@tests/support/redis-server';

const message = {
  first_name: 'Sara',
  last_name: 'Rezaei',
  email: 'sara@example.com',
  phone_number: '09120000000',
  message: 'A question about baggage.',
};

describe('limits and readiness shared through Redis', () => {
  let redis: TestRedis;
  let t: TestApp;
  let other: { app: FastifyInstance; db: Db };
  beforeAll(async () => {
    redis = await startTestRedis();
    t = await createTestApp({ env: { REDIS_URL: redis.url, RATE_LIMIT_MAX: '4' } });
    const db = openDatabase(t.config.database);
    other = { db, app: await buildApp({ config: t.config, db, logger: false }) };
    await other.app.ready();
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.db.destroy();
    await t?.close();
    await redis?.stop();
  });

  const post = (app: FastifyInstance) =>
    app.inject({ method: 'POST', url: '/cms/contact-us/v1/', payload: message });
  const ready = async (app: FastifyInstance) => {
    const answer = await app.inject('/ready');
    return { status: answer.statusCode, ...answer.json<Record<string, unknown>>() };
  };

  it('counts posts to either instance against one limit', async () => {
    const statuses = [];
    for (const app of [t.app, other.app, t.app, other.app, t.app, other.app])
      statuses.push((await post(app)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it('is ready with the database and Redis answering, and says which one is down', async () => {
    expect(await ready(t.app)).toEqual({
      status: 200,
      ready: true,
      draining: false,
      database: 'ok',
      redis: 'ok',
    });
    await redis.stop();
    expect(await ready(t.app)).toMatchObject({ status: 503, redis: 'down', database: 'ok' });
    // A post is taken while the limit's store is away: the limit guards, it does not refuse.
    await t.db.deleteFrom('contact_messages').execute();
    expect((await post(t.app)).statusCode).toBe(201);
    await redis.start();
    await expect.poll(async () => (await ready(t.app)).status, { timeout: 5_000 }).toBe(200);
  });

  it('answers 503 while draining after SIGTERM', async () => {
    other.app.draining = true;
    expect(await ready(other.app)).toMatchObject({ status: 503, draining: true });
    expect((await t.app.inject('/ready')).headers['cache-control']).toBe('no-store');
  });
});
