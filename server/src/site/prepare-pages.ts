// Before the service listens, each fixed page (home, about, the blog list, ...) is asked for
// once in every active language, in-process. Rendering them prepares the API answers that
// every page's frame reads in that language (the company, menus, pages, languages), so no
// visitor's first page in a language is the one that reads them all: measured at 100,000
// posts a language, such a first render took 37–74 ms where later ones took 14–30.
// The pages and their frames stay in the page cache, kept for the address the service gives
// itself.
import type { FastifyInstance } from 'fastify';
import { withLanguage } from '@contract/site-addresses';
import { SITEMAP_FIXED_PAGES } from '@contract/site-pages';

/** A Host no visitor sends: the page route then takes the service's own address. */
const NO_VISITOR_HOST = 'prepare.invalid';

/**
 * Renders the fixed pages of every active language once; a page that fails is logged. The
 * languages are prepared side by side, so one renders while another waits for the database.
 */
export async function prepareFixedPages(app: FastifyInstance): Promise<void> {
  await app.ready();
  // Without the built site there are no pages (site/routes.ts registers none).
  if (!app.hasRoute({ method: 'GET', url: '/*' })) return;
  await Promise.all(
    app.languages.list().map(async (lang) => {
      for (const { path } of SITEMAP_FIXED_PAGES) await preparePage(app, withLanguage(lang, path));
    }),
  );
}

async function preparePage(app: FastifyInstance, url: string): Promise<void> {
  const answer = await app.inject({ method: 'GET', url, headers: { host: NO_VISITOR_HOST } });
  if (answer.statusCode >= 500 && answer.statusCode !== 503) {
    app.log.warn({ url, status: answer.statusCode }, 'a page could not be prepared at start');
  }
}
