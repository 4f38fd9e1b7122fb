// The built site: hashed assets are immutable, the service worker, manifest and HTML are
// always revalidated. Every page address gets the app shell with that page's head already
// written (title, description, canonical, hreflang, Open Graph, JSON-LD) and, when the
// site's renderer is built, the page's first screen, so crawlers, link previews and slow
// phones see the page before any JavaScript runs; unknown addresses answer 404. Also
// /sitemap.xml (an index of the sitemap files under /sitemaps/), /robots.txt, /humans.txt
// and the blog feed per language.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../http/accept-encoding';
import { SHARED_CACHE_CONTROL, sendReadyBytes } from '../http/ready-bytes';
import { listPosts } from '../modules/blog/list-posts';
import { listCompanies } from '../modules/company/queries';
import { findPagesByPolicy } from '../modules/pages/queries';
import { originOf } from './request-origin';
import { FEED_SIZE, renderFeed } from './blog-feed';
import { humansTxt } from './humans-txt';
import { withFontPreloads } from './font-preloads';
import { insertRenderedPage, loadNotFoundHead, loadPageRenderer } from './page-renderer';
import type { PageRenderer } from './page-renderer';
import { readPageFrame } from './page-frame';
import type { FrameSource, PageFrame, Shells } from './page-frame';
import type { PageAnswer } from './page-cache';
import { registerSitemapRoutes } from './sitemap-routes';
import { registerItemPreview } from './item-preview';
import { API_PREFIX } from '@contract/api-routes';
import { pageTags } from '../cluster/cache-tags';

const ALWAYS_REVALIDATE = new Set(['/sw.js', '/index.html']);

export const siteRoutes: FastifyPluginAsync = async (app) => {
  const siteDir = app.config.siteDir;
  const indexFile = path.join(siteDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ siteDir }, 'no built site found; run `npm run build` to serve it at /');
    return;
  }

  // Static files and pages choose among their copies by the client's q-values, which the
  // plugins below read only in part (`*` is taken as gzip even where gzip has q=0).
  app.addHook('onRequest', async (request) => {
    request.headers['accept-encoding'] = preferredEncoding(request.headers['accept-encoding']);
  });

  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of text files (scripts/precompress-site.mjs).
    preCompressed: true,
    // The headers below decide caching, not the plugin's default max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      // A compressed copy (sw.js.br) is cached as the file it stands for (sw.js).
      const urlPath = `/${path.relative(siteDir, filePath).split(path.sep).join('/')}`.replace(
        /\.(br|gz)$/,
        '',
      );
      // The same address may be sent compressed or not, by the visitor's Accept-Encoding.
      res.setHeader('vary', 'accept-encoding');
      if (urlPath.startsWith('/assets/')) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else if (ALWAYS_REVALIDATE.has(urlPath) || urlPath.endsWith('/manifest.webmanifest')) {
        res.setHeader('cache-control', 'no-cache');
      } else {
        res.setHeader('cache-control', 'public, max-age=3600');
      }
    },
  });

  const shell = fs.readFileSync(indexFile, 'utf8');
  const shells: Shells = {
    ltr: withFontPreloads(shell, siteDir, 'ltr'),
    rtl: withFontPreloads(shell, siteDir, 'rtl'),
  };
  const render = await loadPageRenderer(app, app.config.ssrEntry);
  const frames: FrameSource = {
    app,
    shells,
    notFoundHead: await loadNotFoundHead(app.config.ssrEntry),
  };
  const origin = (request: FastifyRequest) => originOf(request, app.config);

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${origin(request)}/sitemap.xml\n`),
  );

  // Every page's head links it as the site's author (the company's meta tags).
  app.get('/humans.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await humansTxt(app, origin(request))),
  );

  registerSitemapRoutes(app, origin);
  registerItemPreview(app, render, shells);

  // Every page, feed and not-found answer is rendered once and then sent from the page
  // cache (tagged, compressed) until content changes; see page-cache.ts.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith(`${API_PREFIX}/`)) return reply.callNotFound();
    const siteOrigin = origin(request);
    const { page, rendered } = await app.pages.get(
      `${siteOrigin}${request.url}`,
      () => answerPage(app, request, pathname, siteOrigin, frames, render),
      preferredEncoding(request.headers['accept-encoding']),
    );
    // A post's page view counts a visit, whether the page was rendered or sent from the
    // cache (the renderer's own read of the post does not count, see InternalReads).
    if (page.status === 200 && page.viewOf !== undefined)
      app.visits.record('blog_posts', page.viewOf, page.language);
    if (page.location !== undefined) return reply.redirect(page.location, page.status);
    // A shared cache in front drops the page by what it showed (cluster/cache-tags.ts).
    if (app.config.varnishBanUrls.length > 0)
      reply.header('x-parvaz-tags', pageTags(page).join(' '));
    // The page's language, not the `?lang` the API's hook reads (pages have none).
    reply.header('content-language', page.language).header('x-cache', rendered ? 'miss' : 'hit');
    // Crawlers keep the page they had and come back, instead of indexing the notice.
    if (page.status === 503) reply.header('retry-after', String(MAINTENANCE_RETRY_AFTER_S));
    sendReadyBytes(request, reply, page, {
      status: page.status,
      contentType: page.contentType,
      cacheControl: SHARED_CACHE_CONTROL,
    });
    return reply;
  });
};

const HTML = 'text/html; charset=utf-8';
/** Maintenance is announced as a few minutes' break. */
const MAINTENANCE_RETRY_AFTER_S = 300;

async function answerPage(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  origin: string,
  frames: FrameSource,
  render: PageRenderer | undefined,
): Promise<PageAnswer> {
  const frame = await app.pages.frame(`${origin}${pathname}`, () =>
    readPageFrame(frames, origin, pathname),
  );
  if (frame.kind === 'feed') return feedAnswer(app, origin, frame.language);
  if (frame.kind === 'redirect') {
    const query = frame.keepsQuery ? queryOf(request.url) : '';
    return redirect(frame.language, `${frame.location}${query}`, frame.status);
  }
  return withFirstScreen(frame, render, `${origin}${request.url}`);
}

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

async function feedAnswer(app: FastifyInstance, origin: string, lang: string): Promise<PageAnswer> {
  const [[company], [blogPage], { results }] = await Promise.all([
    listCompanies(app.db, lang),
    findPagesByPolicy(app.db, lang, 'blog-page'),
    listPosts(app.db, lang, { limit: FEED_SIZE, offset: 0 }),
  ]);
  const feed = renderFeed({
    origin,
    lang,
    company,
    blogTitle: blogPage?.sections[0]?.title,
    posts: results,
  });
  return {
    status: 200,
    contentType: 'application/rss+xml; charset=utf-8',
    language: lang,
    body: feed,
    listsPosts: true,
  };
}

/** The page in its frame with its first screen rendered in, or the frame alone (not kept,
 * so the next request tries again) when the renderer is there but could not render it. */
async function withFirstScreen(
  frame: Extract<PageFrame, { kind: 'page' }>,
  render: PageRenderer | undefined,
  url: string,
): Promise<PageAnswer> {
  const rendered = render ? await render(url) : null;
  return {
    status: frame.status,
    contentType: HTML,
    language: frame.language,
    body: rendered ? insertRenderedPage(frame.shell, rendered) : frame.shell,
    keep: render === undefined || rendered !== null,
    ...(frame.viewOf !== undefined && { viewOf: frame.viewOf }),
    ...(rendered && { reads: rendered.reads, shows: rendered.shows }),
  };
}

function redirect(language: string, location: string, status: 301 | 302): PageAnswer {
  return { status, contentType: HTML, language, body: '', location };
}
