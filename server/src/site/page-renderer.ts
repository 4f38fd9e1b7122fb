// Renders a page's first screen on the service with the site's own renderer (built by
// `npm run build` into build/ssr), which reads through this service's API in-process.
// Without the renderer, or when a page cannot be rendered, the browser renders it.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { replaceLiteral } from './replace-literal';
import { API_PREFIX, READS, readAddress } from '@contract/api-routes';
import type { ReadName } from '@contract/api-routes';
import { postIdsIn } from '../http/post-change';

export interface RenderedPage {
  html: string;
  /** The API answers the page was built from (TanStack Query's dehydrated state). */
  state: unknown;
  /** How many times the page was rendered to find and answer its reads. */
  passes?: number;
}

/** A rendered page with what it was rendered from, so a change forgets only what shows it. */
export interface RenderedFrom extends RenderedPage {
  /** The API addresses read. */
  reads: string[];
  /** The posts the blog answers read showed. */
  shows: number[];
}

type Params = Record<string, string | number | boolean | undefined>;

type Transport = (path: string, params: Params) => Promise<unknown>;

/** The part of the site's renderer module (src/entry-server.tsx) used here. */
/** The renderer's record of what each page read; the service only holds it. */
type KnownReads = object;

interface RendererModule {
  renderPage(
    url: string,
    transport: Transport,
    knownReads: KnownReads,
  ): Promise<RenderedPage | null>;
  KnownReads: new () => KnownReads;
  ApiError: new (message: string, status: number | undefined) => Error;
}

/**
 * Renders the page at `url`; `answers` may stand in for the API's answer to a read (a
 * preview's draft), given the read's address.
 */
export type PageRenderer = (
  url: string,
  answers?: (apiUrl: string) => unknown,
) => Promise<RenderedFrom | null>;

/**
 * Starts loading the renderer module, for loadPageRenderer to find loaded. Importing it
 * starts the thread that sanitizes HTML, which takes about a second to load its DOM: begun
 * as the service starts, that overlaps the migrations and the media check instead of
 * delaying the first page. A module that fails to load fails again in loadPageRenderer,
 * which reports it.
 */
export function startLoadingPageRenderer(entry: string): void {
  importRenderer(entry)?.catch(() => undefined);
}

/** The renderer module, imported once however often it is asked for; none if not built. */
function importRenderer(entry: string): Promise<unknown> | undefined {
  return fs.existsSync(entry) ? import(pathToFileURL(entry).href) : undefined;
}

export async function loadPageRenderer(
  app: FastifyInstance,
  entry: string,
): Promise<PageRenderer | undefined> {
  const loading = importRenderer(entry);
  if (!loading) {
    app.log.warn({ entry }, 'no page renderer found; pages are rendered in the browser');
    return undefined;
  }
  const renderer = (await loading) as RendererModule;
  // What this service's pages read, learnt render by render (src/render-reads.ts).
  const knownReads = new renderer.KnownReads();
  // The renderer reads through this service's own API, in-process. An answer the API has
  // prepared for the same address is read as it is kept: its request was checked and
  // answered before, and going through the route again (hooks, checks, a reply) cost 2-4 ms
  // of each page's dozen reads.
  const transportFor =
    (answers?: (apiUrl: string) => unknown): Transport =>
    async (apiPath, params) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined) query.set(key, String(value));
      }
      const url = `${API_PREFIX}${apiPath}?${query}`;
      return answers?.(url) ?? readAnswer(url);
    };
  const readAnswer = async (url: string): Promise<unknown> => {
    const prepared = app.prepared.peek(url);
    if (prepared) return JSON.parse(prepared.body.toString('utf8'));
    const response = await app.inject({ method: 'GET', url, headers: app.internalReads.headers() });
    if (response.statusCode >= 400) {
      throw new renderer.ApiError(`The API answered ${response.statusCode}`, response.statusCode);
    }
    return response.json();
  };
  return async (url, answers) => {
    try {
      const page = await renderer.renderPage(url, transportFor(answers), knownReads);
      return page && { ...page, ...renderedFrom(page) };
    } catch (error) {
      app.log.warn({ err: error, url }, 'page could not be rendered; the browser renders it');
      return null;
    }
  };
}

/** The blog's reads, whose answers show posts. */
const BLOG_READ_NAMES = new Set<string>(['posts', 'post', 'relatedPosts']);

/**
 * The API addresses the page's answers came from and the posts the blog ones show, read
 * from its state (`[name, {lang, ...input}, ...]` keys, src/shared/api/read-query.ts). A
 * key that derives from a read (a list without its featured post) names that read.
 */
export function renderedFrom(page: RenderedPage): { reads: string[]; shows: number[] } {
  const queries =
    (page.state as { queries?: { queryKey?: unknown[]; state?: { data?: unknown } }[] })?.queries ??
    [];
  const reads: string[] = [];
  const shows = new Set<number>();
  for (const { queryKey = [], state } of queries) {
    const [name, input] = queryKey;
    if (typeof name !== 'string' || !Object.hasOwn(READS, name)) continue;
    if (!input || typeof input !== 'object' || !('lang' in input)) continue;
    const { lang, ...rest } = input as { lang: string };
    reads.push(readAddress(name as ReadName, lang, rest as never));
    if (BLOG_READ_NAMES.has(name)) for (const id of postIdsIn(state?.data)) shows.add(id);
  }
  return { reads, shows: [...shows] };
}

/** Puts the rendered page into the shell's root element, with the answers it came from. */
export function insertRenderedPage(shell: string, page: RenderedPage): string {
  // `<` escaped keeps `</script>` inside the data from closing the element.
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  return replaceLiteral(
    shell,
    /<div id="root"><\/div>/,
    `<div id="root">${page.html}</div>\n    <script id="rendered-state" type="application/json">${state}</script>`,
  );
}

export type NotFoundHead = (lang: string) => Promise<{ title: string; description: string }>;

/** The not-found screen's title and text from the site's renderer (the module import is
 * shared with loadPageRenderer's), so a 404's head says what its page shows. */
export async function loadNotFoundHead(entry: string): Promise<NotFoundHead | undefined> {
  const renderer = (await importRenderer(entry)) as { notFoundHead?: NotFoundHead } | undefined;
  return renderer?.notFoundHead;
}
