// Every state-changing request is checked for the page it came from (Origin) and, once
// signed in, for the session's CSRF token; a sign-in is throttled per e-mail and per
// address, and its refusal never tells whether an account has the e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/support/test-app';
import type { TestApp } from '../../../../tests/support/test-app';
import {
  STUDIO_ORIGIN,
  TEST_PASSWORD,
  addTestAccount,
  callStudio,
  signIn,
} from './studio-test-client';

describe('cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await addTestAccount(t.app, 'owner');
  });
  afterAll(() => t?.close());

  const NEW_ACCOUNT = {
    email: 'forged@parvaz.test',
    name: 'Forged',
    role: 'owner',
    password: 'a long forged password',
  };
  const forgedAccounts = async () =>
    (
      await t.db
        .selectFrom('studio_accounts')
        .select('id')
        .where('email', '=', NEW_ACCOUNT.email)
        .execute()
    ).length;

  it.each([
    ['no Origin', { origin: undefined }],
    ['another site', { origin: 'https://evil.example' }],
    ['the right host over another scheme', { origin: 'https://studio.test' }],
    ['no CSRF token', { 'x-csrf-token': undefined }],
    ['a wrong CSRF token', { 'x-csrf-token': 'x'.repeat(43) }],
  ])('refuses a signed-in write with %s, storing nothing', async (_case, headers) => {
    const session = await signIn(t.app, 'owner@parvaz.test');
    const response = await callStudio(t.app, 'addAccount', { session, body: NEW_ACCOUNT, headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'csrf' });
    expect(await forgedAccounts()).toBe(0);
  });

  it('takes the same write from the studio itself', async () => {
    const session = await signIn(t.app, 'owner@parvaz.test');
    const response = await callStudio(t.app, 'addAccount', { session, body: NEW_ACCOUNT });
    expect(response.statusCode).toBe(200);
    expect(await forgedAccounts()).toBe(1);
  });

  it('refuses a sign-in posted from another site (a forged sign-in)', async () => {
    const response = await callStudio(t.app, 'signIn', {
      body: { email: 'owner@parvaz.test', password: TEST_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('checks the token of the session, not any session', async () => {
    await addTestAccount(t.app, 'editor');
    const editor = await signIn(t.app, 'editor@parvaz.test');
    const owner = await signIn(t.app, 'owner@parvaz.test');
    const response = await callStudio(t.app, 'changeProfile', {
      session: owner,
      body: { name: 'Changed' },
      headers: { 'x-csrf-token': editor.csrfToken },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('sign-in throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { STUDIO_SIGN_IN_MAX_PER_ACCOUNT: '3', STUDIO_SIGN_IN_MAX_PER_ADDRESS: '6' },
    });
    await addTestAccount(t.app, 'owner');
  });
  afterAll(() => t?.close());

  const attempt = (email: string, password: string, address = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/cms/studio/v1/session',
      headers: { host: 'studio.test', origin: STUDIO_ORIGIN },
      remoteAddress: address,
      payload: { email, password },
    });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await attempt('owner@parvaz.test', 'not the password', '10.0.0.9');
    const unknown = await attempt('nobody@parvaz.test', 'not the password', '10.0.0.9');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ detail: 'signInFailed' });
  });

  it('refuses an account after its failures, even with the right password, and says when to retry', async () => {
    for (let i = 0; i < 2; i++)
      expect((await attempt('owner@parvaz.test', `guess ${i}`)).statusCode).toBe(401);
    const throttled = await attempt('owner@parvaz.test', TEST_PASSWORD, '10.0.0.2');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ detail: 'throttled' });
    const seconds = Number(throttled.headers['retry-after']);
    expect(seconds).toBeGreaterThan(800);
    expect(seconds).toBeLessThanOrEqual(900);
    // An e-mail no account has is throttled the same way.
    for (let i = 0; i < 3; i++) await attempt('ghost@parvaz.test', `guess ${i}`, '10.0.0.3');
    expect((await attempt('ghost@parvaz.test', 'guess', '10.0.0.4')).statusCode).toBe(429);
  });

  it('refuses an address that tries many e-mails', async () => {
    for (let i = 0; i < 6; i++) await attempt(`person${i}@parvaz.test`, 'guess', '10.0.0.5');
    const response = await attempt('person9@parvaz.test', 'guess', '10.0.0.5');
    expect(response.statusCode).toBe(429);
    expect((await attempt('person9@parvaz.test', 'guess', '10.0.0.6')).statusCode).toBe(401);
  });

  it('records sign-ins and their failures in the audit log', async () => {
    const rows = await t.db.selectFrom('studio_audit').select(['action', 'subject']).execute();
    expect(rows.filter((row) => row.action === 'signInFailed').length).toBeGreaterThan(5);
  });
});
