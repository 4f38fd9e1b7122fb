// The session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page
// sends it), Path=/ and, over HTTPS, Secure with the `__Host-` prefix (no Domain, so no
// other host of the domain can set or read it). It lasts as long as the session may.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StudioConfig } from '../../config';
import { SESSION_COOKIE } from './guard';

const isHttps = (request: FastifyRequest, publicOrigin: string | undefined) =>
  publicOrigin ? publicOrigin.startsWith('https:') : request.protocol === 'https';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  config: { studio: StudioConfig; publicOrigin?: string },
): void {
  const secure = isHttps(request, config.publicOrigin);
  reply.setCookie(secure ? SESSION_COOKIE.secure : SESSION_COOKIE.plain, secret, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: Math.floor(config.studio.absoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  for (const name of Object.values(SESSION_COOKIE)) {
    reply.clearCookie(name, { path: '/', secure: name === SESSION_COOKIE.secure });
  }
}
