// The origin of the absolute addresses in shared links, feeds, the sitemap and the head:
// the configured public one; without it, the request's Host is used only when it names a
// loopback or the listening address, since anyone can send any Host (or
// X-Forwarded-Host); any other gets the listening address.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

type OriginSettings = Pick<Config, 'publicOrigin' | 'host' | 'port'>;

const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
const WILDCARD = new Set(['0.0.0.0', '::', '[::]', '']);

export function originOf(request: FastifyRequest, settings: OriginSettings): string {
  if (settings.publicOrigin) return settings.publicOrigin.replace(/\/+$/, '');
  const host = request.host;
  if (HOST_HEADER.test(host)) {
    const hostname = host.replace(/:\d+$/, '');
    if (LOOPBACK.test(hostname) || hostname.toLowerCase() === listeningName(settings.host)) {
      return `${request.protocol}://${host.toLowerCase()}`;
    }
  }
  return serviceOrigin(settings);
}

/** The origin the service gives itself: the configured public one, or its listening address. */
export function serviceOrigin(settings: OriginSettings): string {
  if (settings.publicOrigin) return settings.publicOrigin.replace(/\/+$/, '');
  const port = settings.port === 0 || settings.port === 80 ? '' : `:${settings.port}`;
  return `http://${WILDCARD.has(settings.host) ? 'localhost' : listeningName(settings.host)}${port}`;
}

function listeningName(host: string): string {
  return (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host).toLowerCase();
}
