// Addresses in shared links, feeds and the sitemap must be absolute (and percent-encoded,
// so Persian slugs are valid URLs): the configured public origin, or the request's own.
import type { FastifyRequest } from 'fastify';

export function originOf(request: FastifyRequest, configured: string | undefined): string {
  return (configured ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (!pathOrUrl) return '';
  return new URL(pathOrUrl, `${origin}/`).href;
}
