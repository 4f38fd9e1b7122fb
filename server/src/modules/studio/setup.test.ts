// The owner is made once, through the one-time address the service prints while no
// account exists, or from a shell with `npm run studio:user`; there is no default password.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/support/test-app';
import type { TestApp } from '../../../../tests/support/test-app';
import { issueSetupToken, setupAddress } from './setup-token';
import { callStudio, sessionOf, signIn } from './studio-test-client';

const OWNER = {
  email: 'owner@parvaz.test',
  name: 'مدیر پرواز',
  password: 'the owner chose this',
  language: 'fa',
};

describe("the studio owner's setup", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('has no account and no way in but the printed address', async () => {
    expect((await callStudio(t.app, 'setupState')).json()).toEqual({ needed: true });
    const guessed = await callStudio(t.app, 'setup', { body: { ...OWNER, token: 'admin' } });
    expect(guessed.statusCode).toBe(410);
    expect(guessed.json()).toEqual({ detail: 'setupToken' });
    expect(await t.db.selectFrom('studio_accounts').selectAll().execute()).toEqual([]);
    for (const password of ['admin', 'password', 'parvaz']) {
      const response = await callStudio(t.app, 'signIn', {
        body: { email: 'admin@parvaz.test', password },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('makes the owner once through the address, signed in at once', async () => {
    const token = (await issueSetupToken(t.db))!;
    expect(setupAddress('http://localhost:8080/', token)).toBe(
      `http://localhost:8080/studio/setup#token=${token}`,
    );
    const weak = await callStudio(t.app, 'setup', { body: { ...OWNER, token, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ detail: 'invalid', fields: { password: ['passwordShort'] } });

    const made = await callStudio(t.app, 'setup', { body: { ...OWNER, token } });
    expect(made.statusCode).toBe(200);
    expect(made.json().account).toMatchObject({
      email: OWNER.email,
      role: 'owner',
      language: 'fa',
    });
    const session = sessionOf(made);
    expect((await callStudio(t.app, 'currentSession', { session })).statusCode).toBe(200);

    expect((await callStudio(t.app, 'setupState')).json()).toEqual({ needed: false });
    const again = await callStudio(t.app, 'setup', {
      body: { ...OWNER, token, email: 'second@parvaz.test' },
    });
    expect(again.statusCode).toBe(409);
    expect(await issueSetupToken(t.db)).toBeNull();
    const audit = await callStudio(t.app, 'audit', { session });
    expect(audit.json().results.map((entry: { action: string }) => entry.action)).toContain(
      'setup',
    );
  });
});

describe('npm run studio:user', () => {
  it('adds an account from a shell, its password made and printed once', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const run = (args: string[], env: Record<string, string> = {}) =>
        promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'server/src/cli/studio-user.ts', ...args],
          {
            env: {
              ...process.env,
              DATA_DIR: t.config.dataDir,
              DATABASE_URL: databaseUrl(t),
              ...env,
            },
          },
        );
      const added = await run(['add', '--email', 'Editor@Parvaz.test', '--role', 'editor']);
      const password = /Password \(shown once\): (\S+)/.exec(added.stdout)?.[1];
      expect(added.stdout).toContain('Added editor editor@parvaz.test.');
      expect(password?.length).toBeGreaterThanOrEqual(20);
      await signIn(t.app, 'editor@parvaz.test', password);

      const refused = await run(['add', '--email', 'x@parvaz.test', '--role', 'admin']).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({ code: 2 });
      expect((refused as { stderr: string }).stderr).toContain('role');

      await run(['password', '--email', 'editor@parvaz.test'], {
        STUDIO_PASSWORD: 'chosen from a shell',
      });
      await signIn(t.app, 'editor@parvaz.test', 'chosen from a shell');
    } finally {
      await t.close();
    }
  }, 60_000);
});

function databaseUrl(t: TestApp): string {
  const target = t.config.database;
  return target.kind === 'sqlite' ? `sqlite:${target.file}` : target.url;
}
