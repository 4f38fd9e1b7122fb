// The service's renderer: the HTML of a page's first screen and the answers it was built
// from, so the browser paints before any JavaScript runs and hydrates without asking the
// service again. Screens read their data with useQuery; a render shows which queries a page
// needs, and it is rendered again once they are answered (queries that depend on other
// answers take another pass). What the page's last render read and what its address decides
// are read first, so a page whose reads are known is rendered once (render-reads.ts). Only
// the queries of the last pass are sent. Returns null when the page cannot be rendered
// completely (a failed read, an error screen): the browser renders it. A read answered 404
// (a post that does not exist) is sent too: its screen is the not-found screen.
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dehydrate, defaultShouldDehydrateQuery } from '@tanstack/react-query';
import { createSyncFn } from 'synckit';
import type { DehydratedState, Query } from '@tanstack/react-query';
import { KnownReads, PassQueryCache } from './render-reads';
import { RenderQueryClient } from './render-query-client';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { ReadyMarker } from './app/ready-marker';
import { SiteRoutes, pageOf, preloadRoutesOf } from './app/routes';
import { queryClientConfig } from '@shared/api/query-client';
import { splitLanguage } from '@contract/site-addresses';
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { loadDictionary } from './locales/load-dictionary';
import { setApiTransportSource } from '@shared/api/api-client';
import { readMissing } from '@shared/api/read-failed';
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
  /** How many times the page was rendered to find and answer its reads. */
  passes: number;
}

/** Reads whose answers depend on earlier answers need at most this many renders. */
const MAX_PASSES = 4;

export { KnownReads };

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

/**
 * `url` is absolute (the handler builds a Request from it); reads go through `transport`.
 * `knownReads` belongs to the service rendering (one per service, however many a process
 * runs): what its pages read is its own content's.
 */
export function renderPage(
  url: string,
  transport: ApiTransport,
  knownReads: KnownReads,
): Promise<RenderedPage | null> {
  return renderTransport.run(transport, () => render(url, knownReads));
}

async function render(url: string, knownReads: KnownReads): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url);
  const lang = languageOf(pathname);
  await Promise.all([preloadRoutesOf(pathname), loadDictionary(lang)]);

  const cache = new PassQueryCache();
  const client = new RenderQueryClient(queryClientConfig(cache));
  // A render keeps nothing once its answer is out: no collection timers (an infinite gcTime
  // schedules none), and the cache is emptied after it is dehydrated.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Infinity },
  });
  const { pattern, params, module } = pageOf(pathname);
  const page = `${lang} ${pattern}`;
  const address = { lang, params, search: new URLSearchParams(search) };
  try {
    // Failed reads are found failed by the render, which then leaves the page to the browser.
    await Promise.all([
      ...knownReads.read(page, client),
      ...(module?.addressReads?.(client, address) ?? []),
    ]);
    return await renderPasses({ page, location: pathname + search, client, cache, knownReads });
  } finally {
    client.clear();
  }
}

interface Render {
  /** The page (a route in a language), which its reads are kept by. */
  page: string;
  location: string;
  client: RenderQueryClient;
  cache: PassQueryCache;
  knownReads: KnownReads;
}

async function renderPasses({
  page,
  location,
  client,
  cache,
  knownReads,
}: Render): Promise<RenderedPage | null> {
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
    // A read of a record that does not exist is an answer: the screen shows the not-found
    // screen, and the browser hydrates it with the same answer (shared/api/record-query.ts).
    if (reads.some((q) => q.state.status === 'error' && !readMissing(q.state.error))) return null;
    const waiting = reads.filter((q) => q.state.status === 'pending' && isEnabled(q));
    if (waiting.length === 0) {
      const sent = new Set(reads.map((query) => query.queryHash));
      knownReads.learn(
        page,
        reads.map((query) => query.queryKey),
      );
      const state = dehydrate(client, {
        shouldDehydrateQuery: (query) =>
          sent.has(query.queryHash) &&
          (defaultShouldDehydrateQuery(query) || query.state.status === 'error'),
      });
      return { html, state, passes: pass + 1 };
    }
    await Promise.all(waiting.map((query) => client.answer(query).catch(() => undefined)));
  }
  return null;
}
