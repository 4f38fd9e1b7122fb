// The service's renderer: the HTML of a page's first screen and the answers it was built
// from, so the browser paints before any JavaScript runs and hydrates without asking the
// service again. Screens read their data with useQuery; rendering once shows which
// queries a page needs, and it is rendered again once they are answered (queries that
// depend on other answers take another pass, unless the path's last render found them:
// render-reads.ts). Only the queries of the last pass are sent. Returns null when the page
// cannot be rendered completely (a failed read, an error screen): the browser renders it.
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dehydrate, defaultShouldDehydrateQuery } from '@tanstack/react-query';
import { createSyncFn } from 'synckit';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { LateReads, PassQueryCache } from './render-reads';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { ReadyMarker } from './app/ready-marker';
import { SiteRoutes, preloadRoutesOf } from './app/routes';
import { createQueryClient } from '@shared/api/query-client';
import { splitLanguage } from '@contract/site-addresses';
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { loadDictionary } from './locales/load-dictionary';
import { setApiTransportSource } from '@shared/api/api-client';
import type { ApiTransport } from '@shared/api/api-client';
import { setHtmlSanitizer } from '@shared/ui/html-sanitizer';

export { ApiError } from '@shared/api/api-client';

/** Sanitizing parses the HTML into a DOM (about a millisecond a post); the same content
 * comes back on every render of its pages, so recent results are kept, a bounded number. */
const SANITIZED_KEPT = 500;

function rememberLast(limit: number, sanitize: (html: string) => string): (html: string) => string {
  const kept = new Map<string, string>();
  return (html) => {
    let clean = kept.get(html);
    if (clean === undefined) {
      clean = sanitize(html);
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
    } else {
      kept.delete(html);
    }
    kept.set(html, clean);
    return clean;
  };
}

// Each render reads through the transport it was given, even when several renders (or
// several services, in tests) share this module.
const renderTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransportSource(() => renderTransport.getStore());

// DOMPurify runs in a thread of its own (sanitize-worker.ts, built beside this module), and
// is waited for: a render needs the clean HTML in the pass that asks for it. The thread
// starts loading now, while the service starts.
const sanitizeInThread = createSyncFn<(html: string) => string>(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'sanitize-worker.js'),
);
setHtmlSanitizer(rememberLast(SANITIZED_KEPT, sanitizeInThread));

export interface RenderedPage {
  html: string;
  state: DehydratedState;
}

/** Reads whose answers depend on earlier answers need at most this many renders. */
const MAX_PASSES = 4;

const lateReads = new LateReads();

function languageOf(pathname: string): string {
  return splitLanguage(pathname).lang ?? DEFAULT_LANGUAGE;
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The not-found screen's title and text in a language, for the head of a 404 answer. */
export async function notFoundHead(lang: string): Promise<{ title: string; description: string }> {
  const t = await loadDictionary(lang);
  return { title: t.notFoundTitle, description: t.notFoundText };
}

/** `url` is absolute (the handler builds a Request from it); reads go through `transport`. */
export function renderPage(url: string, transport: ApiTransport): Promise<RenderedPage | null> {
  return renderTransport.run(transport, () => render(url));
}

async function render(url: string): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url);
  await Promise.all([preloadRoutesOf(pathname), loadDictionary(languageOf(pathname))]);

  const cache = new PassQueryCache();
  const client = createQueryClient(cache);
  // A render keeps nothing once its answer is out: no collection timers (an infinite gcTime
  // schedules none), and the cache is emptied after it is dehydrated.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Infinity },
  });
  try {
    return await renderPasses({ path: pathname, location: pathname + search, client, cache });
  } finally {
    client.clear();
  }
}

interface Render {
  /** The page's path, which its late reads are kept by; `location` has its query too. */
  path: string;
  location: string;
  client: QueryClient;
  cache: PassQueryCache;
}

async function renderPasses({
  path,
  location,
  client,
  cache,
}: Render): Promise<RenderedPage | null> {
  lateReads.start(path, client);
  let firstReads: Set<string> | undefined;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    cache.startPass();
    let html: string;
    try {
      html = renderToString(
        <StrictMode>
          <Providers client={client}>
            <StaticRouter location={location}>
              <SiteRoutes />
            </StaticRouter>
          </Providers>
          {/* Renders nothing; here so the tree (and every useId) matches the browser's. */}
          <ReadyMarker />
        </StrictMode>,
      );
    } catch {
      // A screen that throws (a failed read) is left to the browser.
      return null;
    }
    const reads = cache.passReads();
    if (reads.some((query) => query.state.status === 'error')) return null;
    firstReads ??= new Set(reads.map((query) => query.queryHash));
    const waiting = reads.filter((q) => q.state.status === 'pending' && isEnabled(q));
    if (waiting.length === 0) {
      const sent = new Set(reads.map((query) => query.queryHash));
      lateReads.learn(
        path,
        reads.filter((query) => !firstReads!.has(query.queryHash)).map((query) => query.queryKey),
      );
      const state = dehydrate(client, {
        shouldDehydrateQuery: (query) =>
          sent.has(query.queryHash) && defaultShouldDehydrateQuery(query),
      });
      return { html, state };
    }
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  return null;
}
