import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertLanguages } from '@tests/support/languages';

const valid = {
  first_name: 'علی',
  last_name: 'محمدی',
  email: 'ali@example.com',
  phone_number: '۰۹۱۲۳۴۵۶۷۸۹',
  message: 'سلام، درباره بار همراه سوال دارم.',
};

describe('POST /cms/contact-us/v1/', () => {
  let t: TestApp;
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/cms/contact-us/v1/?lang=en',
      payload: payload as object,
      headers,
    });
  const rows = () => t.db.selectFrom('contact_messages').selectAll().execute();

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_MAX: '1000' } });
    await insertLanguages(t, ['fa', 'en']);
  });
  beforeEach(() => t.db.deleteFrom('contact_messages').execute());
  afterAll(() => t.close());

  it('stores a valid message once, with its language and Latin digits', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, phone_number: '09123456789', lang: 'en' });
    expect(response.json().id).toBe(stored[0]!.id);
  });

  it("answers every rule with its message in the request's language, keyed by field", async () => {
    const response = await send({
      first_name: '',
      last_name: ' ',
      email: 'nope',
      phone_number: '12ab',
      message: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Email address is not valid'],
      phone_number: ['Mobile number is not valid', 'Mobile number must contain digits only'],
      message: ['Message cannot be empty'],
    });
    const digits = await send({ ...valid, phone_number: '0912-345-6789' });
    expect(digits.json()).toEqual({ phone_number: ['Mobile number must contain digits only'] });
    const short = await send({ ...valid, phone_number: '091234' });
    expect(short.json()).toEqual({ phone_number: ['Mobile number is not valid'] });
    expect(await rows()).toEqual([]);
  });

  it('survives broken JSON, missing bodies, wrong types and huge strings', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/cms/contact-us/v1/',
      payload: '{"first_name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/cms/contact-us/v1/' })).statusCode).toBe(
      400,
    );
    expect((await send({ ...valid, first_name: 42 })).statusCode).toBe(400);
    expect((await send({ ...valid, message: 'x'.repeat(6000) })).statusCode).toBe(400);
    const huge = await send({ ...valid, message: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(await rows()).toEqual([]);
  });

  it('replays a repeat with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'contact-1' };
    const first = await send(valid, headers);
    const again = await send(valid, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toHaveLength(1);
    expect((await send(valid, { 'idempotency-key': '' })).statusCode).toBe(400);
  });

  it('answers a honeypot post like any other but stores nothing', async () => {
    const response = await send({ ...valid, website: 'https://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await rows()).toEqual([]);
  });
});

describe('rate limit on posts', () => {
  it('answers 429 with a detail past the configured number of posts', async () => {
    const t = await createTestApp({ seed: false, env: { RATE_LIMIT_MAX: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/cms/contact-us/v1/',
          payload: {},
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json()).toHaveProperty('detail');
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});
