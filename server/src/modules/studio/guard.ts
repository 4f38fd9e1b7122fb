// What every studio request passes before its handler: never cached, never indexed; the
// session its cookie names (read from the database on each request, so a role changed or
// a session ended on any instance takes effect at once); the endpoint's access checked on
// the service; and for every state-changing request its Origin and, once signed in, the
// session's CSRF token.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayCall } from '@contract/studio/roles';
import type { StudioAccess } from '@contract/studio/roles';
import { CSRF_HEADER } from '@contract/studio/endpoints';
import type { StudioConfig } from '../../config';
import type { Db } from '../../db/database';
import { csrfRefused, forbidden, signInRequired } from './refusals';
import { readSession } from './sessions';
import type { LiveSession } from './sessions';

/** The cookie's name: `__Host-` (Secure, whole host, no Domain) when served over HTTPS. */
export const SESSION_COOKIE = { secure: '__Host-parvaz-studio', plain: 'parvaz-studio' };

export interface StudioRequestState {
  session: LiveSession | null;
  address: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    studio: StudioRequestState;
  }
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The origin the studio is served from: the configured public one, else the request's own. */
export function expectedOrigin(request: FastifyRequest, publicOrigin: string | undefined) {
  return publicOrigin ? new URL(publicOrigin).origin : `${request.protocol}://${request.host}`;
}

export function sessionSecret(request: FastifyRequest): string | undefined {
  const cookies = request.cookies;
  return cookies[SESSION_COOKIE.secure] ?? cookies[SESSION_COOKIE.plain];
}

export async function guardStudioRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  context: { db: Db; config: StudioConfig; publicOrigin?: string; access: StudioAccess },
): Promise<void> {
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
  const secret = sessionSecret(request);
  const session = secret ? await readSession(context.db, context.config, secret) : null;
  request.studio = { session, address: request.ip };

  if (!mayCall(context.access, session?.account.role ?? null)) {
    throw session ? forbidden() : signInRequired();
  }
  if (request.method === 'GET' || request.method === 'HEAD') return;
  // A browser names the page a request comes from on every POST, PATCH and DELETE: one
  // from another site (or none at all) is refused, signed in or not (a forged sign-in too).
  if (request.headers.origin !== expectedOrigin(request, context.publicOrigin)) {
    throw csrfRefused();
  }
  // Sign-in and setup have no session to hold a token yet; the Origin is their guard.
  if (session && context.access !== 'public') {
    const token = request.headers[CSRF_HEADER];
    if (typeof token !== 'string' || !sameText(token, session.csrfToken)) throw csrfRefused();
  }
}
