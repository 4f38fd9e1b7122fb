// Which saved queries may show a withdrawn post: the post and its related posts, and the
// blog lists of its language (read again from the network when next wanted); and which may
// show a withdrawn custom page: those that read it, at whatever address. The service
// worker drops them from the saved query cache (sw/forget-withdrawn.ts) when it learns of
// the withdrawal, and from every save a page makes after it: a page that restored them
// before would otherwise save them again. A query read after the withdrawal (the post
// published again) stays.
export interface WithdrawnItem {
  /** A custom page, or a blog post (also when absent, as older workers saved it). */
  kind?: 'post' | 'page';
  id: number;
  lang: string;
  /** When it was withdrawn, in milliseconds. */
  at: number;
}

export interface SavedQuery {
  queryKey: unknown[];
  state?: { dataUpdatedAt?: number; data?: unknown };
}

/** Whether an answer (a custom-page read is a list) shows the item `id`. */
const showsId = (data: unknown, id: number) =>
  Array.isArray(data) && data.some((item) => (item as { id?: unknown } | null)?.id === id);

export function showsWithdrawn(query: SavedQuery, post: WithdrawnItem): boolean {
  const [name, input] = query.queryKey as [unknown, { lang?: unknown; id?: unknown } | undefined];
  if (input?.lang !== post.lang || (query.state?.dataUpdatedAt ?? 0) > post.at) return false;
  if (post.kind === 'page') return name === 'customPages' && showsId(query.state?.data, post.id);
  if (name === 'posts') return true;
  return (name === 'post' || name === 'relatedPosts') && Number(input.id) === post.id;
}

/** A saved cache (the persister's JSON) without the queries that may show `posts`. */
export function withoutWithdrawn(value: string, posts: WithdrawnItem[]): string {
  if (posts.length === 0) return value;
  const saved = JSON.parse(value) as { clientState?: { queries?: SavedQuery[] } };
  const queries = saved.clientState?.queries;
  if (!queries) return value;
  const kept = queries.filter((query) => !posts.some((post) => showsWithdrawn(query, post)));
  if (kept.length === queries.length) return value;
  saved.clientState!.queries = kept;
  return JSON.stringify(saved);
}
