// Sessions: what the cookie is, when a session ends, and that every change of what signs
// in (password, role, suspension) ends the account's other sessions at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/support/test-app';
import type { TestApp } from '../../../../tests/support/test-app';
import { TEST_PASSWORD, addTestAccount, callStudio, sessionOf, signIn } from './studio-test-client';
import type { TestSession } from './studio-test-client';

const NEW_PASSWORD = 'another long password';

describe('studio sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await addTestAccount(t.app, 'owner');
  });
  afterAll(() => t?.close());

  const alive = async (session: TestSession) =>
    (await callStudio(t.app, 'currentSession', { session })).statusCode === 200;

  it('sets an HttpOnly, SameSite=Strict cookie of 256 bits, a new one at each sign-in', async () => {
    const response = await callStudio(t.app, 'signIn', {
      body: { email: 'owner@parvaz.test', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: 'parvaz-studio',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(Buffer.from(cookie!.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const again = sessionOf(
      await callStudio(t.app, 'signIn', {
        body: { email: 'OWNER@parvaz.test ', password: TEST_PASSWORD },
      }),
    );
    expect(again.cookie).not.toBe(`parvaz-studio=${cookie!.value}`);
    expect(response.json().account).toMatchObject({ email: 'owner@parvaz.test', role: 'owner' });
    // The secret is stored only as its digest.
    const stored = await t.db.selectFrom('studio_sessions').select('secret_hash').execute();
    expect(stored.map((row) => row.secret_hash)).not.toContain(cookie!.value);
  });

  it('names the cookie __Host- and marks it Secure behind HTTPS', async () => {
    const https = await createTestApp({
      seed: false,
      env: { PUBLIC_ORIGIN: 'https://studio.test' },
    });
    try {
      await addTestAccount(https.app, 'owner');
      const response = await callStudio(https.app, 'signIn', {
        body: { email: 'owner@parvaz.test', password: TEST_PASSWORD },
        headers: { origin: 'https://studio.test' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies[0]).toMatchObject({
        name: '__Host-parvaz-studio',
        secure: true,
        httpOnly: true,
        path: '/',
      });
      expect(response.cookies[0]!.domain).toBeUndefined();
    } finally {
      await https.close();
    }
  });

  it('ends the session on the service at sign-out', async () => {
    const session = await signIn(t.app, 'owner@parvaz.test');
    expect(await alive(session)).toBe(true);
    const out = await callStudio(t.app, 'signOut', { session });
    expect(out.statusCode).toBe(204);
    // The same cookie sent again opens nothing: the session is gone, not just the cookie.
    expect(await alive(session)).toBe(false);
  });

  it("ends the account's other sessions at a password change, which asks for the current one", async () => {
    await addTestAccount(t.app, 'editor', 'writer@parvaz.test');
    const laptop = await signIn(t.app, 'writer@parvaz.test');
    const phone = await signIn(t.app, 'writer@parvaz.test');

    const wrong = await callStudio(t.app, 'changePassword', {
      session: laptop,
      body: { currentPassword: 'not the password', newPassword: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      detail: 'invalid',
      fields: { currentPassword: ['wrongPassword'] },
    });
    expect(await alive(phone)).toBe(true);

    const changed = await callStudio(t.app, 'changePassword', {
      session: laptop,
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const continued = sessionOf(changed);
    expect(await alive(phone)).toBe(false);
    expect(await alive(laptop)).toBe(false);
    expect(await alive(continued)).toBe(true);
    expect(
      (
        await callStudio(t.app, 'signIn', {
          body: { email: 'writer@parvaz.test', password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    await signIn(t.app, 'writer@parvaz.test', NEW_PASSWORD);
  });

  it('asks for the password again before changing the e-mail, and refuses one taken', async () => {
    await addTestAccount(t.app, 'reviewer', 'reader@parvaz.test');
    const session = await signIn(t.app, 'reader@parvaz.test');
    const wrong = await callStudio(t.app, 'changeEmail', {
      session,
      body: { currentPassword: 'guess guess guess', email: 'new@parvaz.test' },
    });
    expect(wrong.json().fields).toEqual({ currentPassword: ['wrongPassword'] });
    const taken = await callStudio(t.app, 'changeEmail', {
      session,
      body: { currentPassword: TEST_PASSWORD, email: 'owner@parvaz.test' },
    });
    expect(taken.json().fields).toEqual({ email: ['emailTaken'] });
    const changed = await callStudio(t.app, 'changeEmail', {
      session,
      body: { currentPassword: TEST_PASSWORD, email: 'New.Reader@parvaz.test' },
    });
    expect(changed.json()).toMatchObject({ email: 'new.reader@parvaz.test' });
  });

  it("ends an account's sessions at once when the owner changes its role or suspends it", async () => {
    const owner = await signIn(t.app, 'owner@parvaz.test');
    const editor = await addTestAccount(t.app, 'editor', 'moved@parvaz.test');
    const session = await signIn(t.app, 'moved@parvaz.test');
    const demoted = await callStudio(t.app, 'changeAccount', {
      session: owner,
      params: { id: editor.id },
      body: { role: 'reviewer' },
    });
    expect(demoted.json()).toMatchObject({ role: 'reviewer' });
    expect(await alive(session)).toBe(false);

    const again = await signIn(t.app, 'moved@parvaz.test');
    await callStudio(t.app, 'changeAccount', {
      session: owner,
      params: { id: editor.id },
      body: { suspended: true },
    });
    expect(await alive(again)).toBe(false);
    const refused = await callStudio(t.app, 'signIn', {
      body: { email: 'moved@parvaz.test', password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);

    await callStudio(t.app, 'changeAccount', {
      session: owner,
      params: { id: editor.id },
      body: { suspended: false },
    });
    await signIn(t.app, 'moved@parvaz.test');
  });

  it("lists an account's own sessions and ends one; the owner ends anyone's", async () => {
    const account = await addTestAccount(t.app, 'editor', 'two@parvaz.test');
    const first = await signIn(t.app, 'two@parvaz.test');
    const second = await signIn(t.app, 'two@parvaz.test');
    const listed = (await callStudio(t.app, 'ownSessions', { session: first })).json<{
      results: { id: string; current: boolean }[];
    }>().results;
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    const other = listed.find((s) => !s.current)!;
    expect(
      (await callStudio(t.app, 'endOwnSession', { session: first, params: { id: other.id } }))
        .statusCode,
    ).toBe(204);
    expect(await alive(second)).toBe(false);
    expect(await alive(first)).toBe(true);

    // Another account's session id is not the caller's to end.
    const owner = await signIn(t.app, 'owner@parvaz.test');
    const ownerSessions = (await callStudio(t.app, 'ownSessions', { session: owner })).json<{
      results: { id: string }[];
    }>().results;
    const foreign = await callStudio(t.app, 'endOwnSession', {
      session: first,
      params: { id: ownerSessions[0]!.id },
    });
    expect(foreign.statusCode).toBe(404);

    const ended = await callStudio(t.app, 'endAccountSessions', {
      session: owner,
      params: { id: account.id },
    });
    expect(ended.statusCode).toBe(204);
    expect(await alive(first)).toBe(false);
  });

  it('keeps one owner who can sign in', async () => {
    const owner = await signIn(t.app, 'owner@parvaz.test');
    const me = (await callStudio(t.app, 'currentSession', { session: owner })).json().account;
    const response = await callStudio(t.app, 'changeAccount', {
      session: owner,
      params: { id: me.id },
      body: { role: 'editor' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'lastOwner' });
  });
});

describe('studio session timeouts', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('ends a session left idle', async () => {
    const idle = await createTestApp({ seed: false, env: { STUDIO_IDLE_MINUTES: '0.02' } });
    try {
      await addTestAccount(idle.app, 'editor');
      const session = await signIn(idle.app, 'editor@parvaz.test');
      expect((await callStudio(idle.app, 'currentSession', { session })).statusCode).toBe(200);
      await wait(1_500);
      expect((await callStudio(idle.app, 'currentSession', { session })).statusCode).toBe(401);
    } finally {
      await idle.close();
    }
  });

  it('ends a session at its absolute end however much it is used', async () => {
    const absolute = await createTestApp({ seed: false, env: { STUDIO_SESSION_HOURS: '0.0004' } });
    try {
      await addTestAccount(absolute.app, 'editor');
      const session = await signIn(absolute.app, 'editor@parvaz.test');
      const [own] = (await callStudio(absolute.app, 'ownSessions', { session })).json<{
        results: { expiresAt: string }[];
      }>().results;
      const ends = Date.parse(own!.expiresAt);
      let used = 0;
      while (Date.now() < ends - 300) {
        expect((await callStudio(absolute.app, 'currentSession', { session })).statusCode).toBe(
          200,
        );
        used++;
        await wait(100);
      }
      expect(used).toBeGreaterThan(3);
      await wait(Math.max(0, ends - Date.now()) + 50);
      expect((await callStudio(absolute.app, 'currentSession', { session })).statusCode).toBe(401);
    } finally {
      await absolute.close();
    }
  });
});
