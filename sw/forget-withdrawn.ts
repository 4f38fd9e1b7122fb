// Drops a visitor's offline copies of what was withdrawn from the site. When a page starts
// (its first read of the saved query cache), the worker asks the service what was withdrawn
// since the last entry it saw (a small answer, never cached) and, for each post and
// language, forgets its page, its API reads and the language's blog lists and list page
// (read again from the network when next wanted), and its saved queries
// (withdrawn-queries.ts); for a custom page, the reads that showed it and its pages at the
// addresses they were read at. What it learnt is kept in Cache Storage: the cursor, and the
// withdrawals of the last 30 days, which every later save of the query cache leaves out.
/// <reference lib="webworker" />
import { READS, WITHDRAWALS_ROUTE } from '@contract/api-routes';
import type { Withdrawal } from '@contract/content-withdrawals';
import { withLanguage } from '@contract/site-addresses';
import { recordPath } from '@contract/site-pages';
import { QueryCacheDatabase } from '@shared/offline/query-cache-database';
import { withoutWithdrawn } from '@shared/offline/withdrawn-queries';
import type { WithdrawnItem } from '@shared/offline/withdrawn-queries';

const STATE_CACHE = 'withdrawals';
const STATE_KEY = '/withdrawals-state';
/** As long as a saved query cache may be restored (persist-max-age.ts is a week). */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

interface WithdrawalsState {
  cursor: number;
  posts: WithdrawnItem[];
}

let running: Promise<WithdrawnItem[]> | undefined;

async function readState(): Promise<WithdrawalsState | null> {
  const saved = await (await caches.open(STATE_CACHE)).match(STATE_KEY);
  return saved ? ((await saved.json()) as WithdrawalsState) : null;
}

/** The withdrawals the worker has learnt of (none before its first check). */
export async function knownWithdrawn(): Promise<WithdrawnItem[]> {
  return (await readState().catch(() => null))?.posts ?? [];
}

/** Asks the service for new withdrawals, one check at a time; answers every one known. */
export function checkWithdrawals(apiBase: string): Promise<WithdrawnItem[]> {
  running ??= forgetWithdrawn(apiBase)
    .catch(() => knownWithdrawn())
    .finally(() => {
      running = undefined;
    });
  return running;
}

async function forgetWithdrawn(apiBase: string): Promise<WithdrawnItem[]> {
  const state = await readState();
  const since = state ? `?since=${state.cursor}` : '';
  const response = await fetch(`${apiBase}${WITHDRAWALS_ROUTE}${since}`, { cache: 'no-store' });
  if (!response.ok) return state?.posts ?? [];
  const { latest, results } = (await response.json()) as { latest: number; results: Withdrawal[] };
  const learnt = results.map((item) => ({
    kind: item.kind,
    id: item.item_id,
    lang: item.lang,
    at: Date.parse(item.at),
  }));
  for (const post of learnt) await forgetCopies(apiBase, post);
  if (learnt.length > 0) await forgetSavedQueries(learnt);
  const posts = [...(state?.posts ?? []), ...learnt].filter(
    (post) => post.at > Date.now() - KEEP_MS,
  );
  const next: WithdrawalsState = { cursor: latest, posts };
  await (await caches.open(STATE_CACHE)).put(STATE_KEY, Response.json(next));
  return posts;
}

async function forgetCopies(apiBase: string, item: WithdrawnItem): Promise<void> {
  if (item.kind === 'page') return forgetPageCopies(apiBase, item);
  const { id, lang } = item;
  const postPage = withLanguage(lang, `/blog-list/${id}`);
  const listPage = withLanguage(lang, '/blog-list');
  const blogApi = new URL(`${apiBase}/content/v1/Blog/`).pathname;
  await forgetEntries('pages', (url) => {
    const path = url.pathname.replace(/\/$/, '');
    return path === listPage || path === postPage || path.startsWith(`${postPage}-`);
  });
  await forgetEntries('content', (url) => {
    if (url.searchParams.get('lang') !== lang || !url.pathname.startsWith(blogApi)) return false;
    const rest = url.pathname.slice(blogApi.length).replace(/\/$/, '');
    // The lists (no id), the post, and its related posts.
    return rest === '' || rest === String(id) || rest === `${id}/related`;
  });
}

/** A custom page's API reads in its language that showed it, and its pages at their addresses. */
async function forgetPageCopies(apiBase: string, { id, lang }: WithdrawnItem): Promise<void> {
  const pageApi = new URL(`${apiBase}${READS.customPages.route}`).pathname;
  const content = await caches.open('content');
  const paths = new Set<string>();
  for (const request of await content.keys()) {
    const url = new URL(request.url);
    if (url.pathname !== pageApi || url.searchParams.get('lang') !== lang) continue;
    const answer = (await (await content.match(request))?.json().catch(() => null)) as unknown;
    const shown = Array.isArray(answer) ? (answer as { id?: number; path?: string }[]) : [];
    if (!shown.some((page) => page.id === id)) continue;
    paths.add(url.searchParams.get('path') ?? '');
    for (const page of shown) if (page.path) paths.add(page.path);
    await content.delete(request);
  }
  // Compared percent-encoded, as a cached page's address is.
  const pages = new Set([...paths].map((path) => withLanguage(lang, recordPath.customPage(path))));
  await forgetEntries('pages', (url) => pages.has(url.pathname.replace(/\/$/, '')));
}

async function forgetEntries(cacheName: string, drop: (url: URL) => boolean): Promise<void> {
  const cache = await caches.open(cacheName);
  for (const request of await cache.keys())
    if (drop(new URL(request.url))) await cache.delete(request);
}

/** Every language's saved query cache without what may show the posts. */
async function forgetSavedQueries(posts: WithdrawnItem[]): Promise<void> {
  const database = new QueryCacheDatabase();
  try {
    for (const entry of await database.entries.toArray()) {
      const value = withoutWithdrawn(entry.value, posts);
      if (value !== entry.value) await database.entries.put({ key: entry.key, value });
    }
  } finally {
    database.close();
  }
}
