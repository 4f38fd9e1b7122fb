// Every studio endpoint with every role, walked from the contract's table: anonymous gets
// 401 wherever the table does not say `public`, a role the table does not name gets 403,
// and a role it names passes the guard (whatever its request then gets).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_ENDPOINTS } from '@contract/studio/endpoints';
import type { StudioEndpointName } from '@contract/studio/endpoints';
import { STUDIO_ROLES, mayCall } from '@contract/studio/roles';
import type { StudioRole } from '@contract/studio/roles';
import { createTestApp } from '../../../../tests/support/test-app';
import type { TestApp } from '../../../../tests/support/test-app';
import { addTestAccount, callStudio, signIn } from './studio-test-client';
import type { TestSession } from './studio-test-client';

const names = Object.keys(STUDIO_ENDPOINTS) as StudioEndpointName[];

describe('who may call each studio endpoint', () => {
  let t: TestApp;
  const sessions = {} as Record<StudioRole, TestSession>;
  let targetId = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    for (const role of STUDIO_ROLES) {
      await addTestAccount(t.app, role);
      sessions[role] = await signIn(t.app, `${role}@parvaz.test`);
    }
    targetId = (await addTestAccount(t.app, 'editor', 'target@parvaz.test')).id;
  });
  afterAll(() => t?.close());

  /** Ending a session or one's own sign-out would end the session the walk goes on with. */
  const ENDS_CALLERS_SESSION = new Set<StudioEndpointName>(['signOut', 'changePassword']);

  it.each(names)('%s: anonymous is refused unless public', async (name) => {
    const response = await callStudio(t.app, name, { params: { id: targetId }, body: {} });
    if (STUDIO_ENDPOINTS[name].access === 'public') {
      expect(response.statusCode).not.toBe(401);
      expect(response.statusCode).toBeLessThan(500);
    } else {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'signInRequired' });
    }
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  for (const role of STUDIO_ROLES) {
    it.each(names)(`%s as ${role}`, async (name) => {
      if (ENDS_CALLERS_SESSION.has(name)) return;
      // An empty body: a role the table names gets past the guard to the body's rules.
      const response = await callStudio(t.app, name, {
        session: sessions[role],
        params: { id: targetId },
        body: {},
      });
      if (mayCall(STUDIO_ENDPOINTS[name].access, role)) {
        expect([401, 403]).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: 'forbidden' });
      }
    });
  }

  it("walks the calls that end the caller's session last, each role refused or let through", async () => {
    for (const role of STUDIO_ROLES) {
      for (const name of ENDS_CALLERS_SESSION) {
        const session = await signIn(t.app, `${role}@parvaz.test`);
        const response = await callStudio(t.app, name, { session, body: {} });
        expect(mayCall(STUDIO_ENDPOINTS[name].access, role)).toBe(true);
        // signOut answers 204; a password change with no fields is refused by its rules.
        expect(response.statusCode).toBe(name === 'signOut' ? 204 : 400);
      }
    }
  });

  it('lists every endpoint in the OpenAPI document with who may call it', async () => {
    const doc = (await t.app.inject('/cms/openapi.json')).json<{
      paths: Record<string, Record<string, { description?: string }>>;
    }>();
    for (const endpoint of Object.values(STUDIO_ENDPOINTS)) {
      const path = `/cms/studio/v1${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      expect(operation?.description).toMatch(/^Who may call it: /);
    }
  });
});
