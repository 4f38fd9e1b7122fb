// For the studio's tests: calls its endpoints by their contract names as the studio does
// (same-origin Origin, the session cookie, the CSRF token) through inject().
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, STUDIO_ENDPOINTS, studioPath } from '@contract/studio/endpoints';
import type { StudioEndpointName } from '@contract/studio/endpoints';
import type { StudioLanguage, StudioRole } from '@contract/studio/roles';
import { insertAccount } from './accounts';
import { hashPassword } from './passwords';

export const STUDIO_HOST = 'studio.test';
export const STUDIO_ORIGIN = `http://${STUDIO_HOST}`;
export const TEST_PASSWORD = 'a long enough password';

export interface TestSession {
  cookie: string;
  csrfToken: string;
}

export interface CallOptions {
  session?: TestSession | null;
  body?: unknown;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** Headers over the studio's own (Origin, cookie, CSRF token). */
  headers?: Record<string, string | undefined>;
}

export function callStudio(
  app: FastifyInstance,
  name: StudioEndpointName,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const endpoint = STUDIO_ENDPOINTS[name];
  const headers: Record<string, string> = { host: STUDIO_HOST };
  // The studio's own origin: the configured public one, else the address asked for.
  const origin = app.config.publicOrigin ? new URL(app.config.publicOrigin).origin : STUDIO_ORIGIN;
  if (endpoint.method !== 'GET') headers.origin = origin;
  if (options.session) {
    headers.cookie = options.session.cookie;
    headers[CSRF_HEADER] = options.session.csrfToken;
  }
  for (const [key, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined) delete headers[key];
    else headers[key] = value;
  }
  return app.inject({
    method: endpoint.method,
    url: studioPath(name, options.params),
    query: options.query,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

/** The session a sign-in (or setup, or new password) answer opened. */
export function sessionOf(response: LightMyRequestResponse): TestSession {
  const cookie = response.cookies.find((c) => c.name.endsWith('parvaz-studio'));
  if (!cookie) throw new Error(`no session cookie (${response.statusCode}: ${response.body})`);
  return {
    cookie: `${cookie.name}=${cookie.value}`,
    csrfToken: response.json<{ csrfToken: string }>().csrfToken,
  };
}

export async function addTestAccount(
  app: FastifyInstance,
  role: StudioRole,
  email = `${role}@parvaz.test`,
  language: StudioLanguage = 'en',
) {
  const account = await insertAccount(app.db, {
    email,
    name: role,
    role,
    language,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  if (!account) throw new Error(`${email} exists`);
  return account;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<TestSession> {
  const response = await callStudio(app, 'signIn', { body: { email, password } });
  if (response.statusCode !== 200)
    throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
  return sessionOf(response);
}

/**
 * An editor's change of a post's title in `lang`, saved then published in that language, each
 * based on the version before it; the publish's answer.
 */
export async function publishPostTitle(
  app: FastifyInstance,
  session: TestSession,
  id: number,
  lang: string,
  title: string,
): Promise<LightMyRequestResponse> {
  const read = await callStudio(app, 'post', { session, params: { id } });
  const saved = await callStudio(app, 'savePostLanguage', {
    session,
    params: { id, lang },
    body: { fields: { title } },
    headers: { 'if-match': `"${read.json<{ version: number }>().version}"` },
  });
  return callStudio(app, 'publishPost', {
    session,
    params: { id },
    body: { languages: [lang] },
    headers: { 'if-match': `"${saved.json<{ version: number }>().version}"` },
  });
}
