// Drops a visitor's offline copies of what was withdrawn from the site. When a page starts
// (its first read of the saved query cache), the worker asks the service what was withdrawn
// since the last entry it saw (a small answer, never cached) and, for each post and
// language, forgets its page, its API reads and the language's blog lists and list page
// (read again from the network when next wanted), and its saved queries
// (withdrawn-queries.ts). What it learnt is kept in Cache Storage: the cursor, and the
// withdrawals of the last 30 days, which every later save of the query cache leaves out.
/// <reference lib="webworker" />
import { WITHDRAWALS_ROUTE } from '@contract/api-routes';
import type { Withdrawal } from '@contract/content-withdrawals';
import { withLanguage } from '@contract/site-addresses';
import { QueryCacheDatabase } from '@shared/offline/query-cache-database';
import { withoutWithdrawn } from '@shared/offline/withdrawn-queries';
import type { WithdrawnPost } from '@shared/offline/withdrawn-queries';

const STATE_CACHE = 'withdrawals';
const STATE_KEY = '/withdrawals-state';
/** As long as a saved query cache may be restored (persist-max-age.ts is a week). */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

interface WithdrawalsState {
  cursor: number;
  posts: WithdrawnPost[];
}

let running: Promise<WithdrawnPost[]> | undefined;

async function readState(): Promise<WithdrawalsState | null> {
  const saved = await (await caches.open(STATE_CACHE)).match(STATE_KEY);
  return saved ? ((await saved.json()) as WithdrawalsState) : null;
}

/** The withdrawals the worker has learnt of (none before its first check). */
export async function knownWithdrawn(): Promise<WithdrawnPost[]> {
  return (await readState().catch(() => null))?.posts ?? [];
}

/** Asks the service for new withdrawals, one check at a time; answers every one known. */
export function checkWithdrawals(apiBase: string): Promise<WithdrawnPost[]> {
  running ??= forgetWithdrawn(apiBase)
    .catch(() => knownWithdrawn())
    .finally(() => {
      running = undefined;
    });
  return running;
}

async function forgetWithdrawn(apiBase: string): Promise<WithdrawnPost[]> {
  const state = await readState();
  const since = state ? `?since=${state.cursor}` : '';
  const response = await fetch(`${apiBase}${WITHDRAWALS_ROUTE}${since}`, { cache: 'no-store' });
  if (!response.ok) return state?.posts ?? [];
  const { latest, results } = (await response.json()) as { latest: number; results: Withdrawal[] };
  const learnt = results.map((item) => ({
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

async function forgetCopies(apiBase: string, { id, lang }: WithdrawnPost): Promise<void> {
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

async function forgetEntries(cacheName: string, drop: (url: URL) => boolean): Promise<void> {
  const cache = await caches.open(cacheName);
  for (const request of await cache.keys())
    if (drop(new URL(request.url))) await cache.delete(request);
}

/** Every language's saved query cache without what may show the posts. */
async function forgetSavedQueries(posts: WithdrawnPost[]): Promise<void> {
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
