// Renders the fixed pages of every active language into the page cache before the service
// takes its first request, one at a time: the first visitors after a start or a deploy are
// sent prepared pages, and the render path is compiled before the first page no one has
// asked for (a cold render takes about a quarter longer on the 2-core machine). Pages are
// kept per origin: they are prepared for the public origin, or without one for the
// listening address, which is what visitors' requests get (see request-origin.ts).
import type { FastifyInstance } from 'fastify';
import { withLanguage } from '@contract/site-addresses';
import { SITEMAP_FIXED_PAGES } from '@contract/site-pages';
import { listeningOrigin } from './request-origin';

/** The addresses prepared at start: each fixed page in each active language. */
export function fixedPageAddresses(languages: string[]): string[] {
  return languages.flatMap((lang) =>
    SITEMAP_FIXED_PAGES.map((page) => withLanguage(lang, page.path)),
  );
}

export async function prepareFixedPages(app: FastifyInstance): Promise<void> {
  await app.ready(); // the active languages are read when the service is ready
  const host = new URL(app.config.publicOrigin ?? listeningOrigin(app.config)).host;
  for (const address of fixedPageAddresses(app.languages.list())) {
    const answer = await app.inject({ method: 'GET', url: address, headers: { host } });
    if (answer.statusCode >= 500)
      app.log.warn({ address }, 'a page could not be prepared at start');
  }
}
