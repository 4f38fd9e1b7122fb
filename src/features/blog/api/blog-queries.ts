// Every request of the blog screens: the paged, filtered list; the featured post; the most
// visited posts and tags; groups; one post and its related posts; the keyed social links.
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiRead } from '@shared/api/api-client';
import type { BlogFilters } from '../list/blog-filters';
import { readKey, readQuery } from '@shared/api/read-query';

export const BLOG_PAGE_SIZE = 9;
export const MOST_VISITED_COUNT = 4;
export const MOST_VISITED_TAGS = 10;

/** What the list's call is asked for the visitor's filters, newest first. */
export function postsListInput(filters: BlogFilters) {
  return {
    ordering: '-created_at',
    search: filters.search || undefined,
    group: filters.groups.join(',') || undefined,
    tags: filters.tags.join(',') || undefined,
  };
}

/**
 * The list's cache key: the call with the visitor's filters, marked as the list that leaves
 * out the featured post (whose id is read from the featured post's own entry, so the key
 * holds no id that is not known before that read).
 */
export const postsListKey = (lang: string, filters: BlogFilters) =>
  [...readKey('posts', lang, postsListInput(filters)), 'without-featured'] as const;

/**
 * A page of the list without the featured post shown above it ("featured post excluded
 * from the list"). The service leaves it out, so every page still holds 9 posts and the
 * count and pages are those of the posts shown. The featured post's read is shared with
 * the header, so it is asked once.
 */
export async function fetchPostsPage(
  client: QueryClient,
  lang: string,
  filters: BlogFilters,
  paging: { limit: number; offset: number },
) {
  const featured = await client.ensureQueryData(featuredPostRead(lang));
  const exclude = featured.results[0]?.id;
  return apiRead('posts', lang, {
    ...postsListInput(filters),
    ...(exclude === undefined ? {} : { exclude: String(exclude) }),
    ...paging,
  });
}

/** The call behind the featured post, whole, as its cache entry holds it. */
const featuredPostRead = (lang: string) =>
  readQuery('posts', lang, { is_featured: 'true', ordering: '-created_at', limit: 1 });

export const featuredPostQuery = (lang: string) =>
  queryOptions({
    ...featuredPostRead(lang),
    select: (posts) => posts.results[0] ?? null,
  });

export const mostVisitedPostsQuery = (lang: string) =>
  readQuery('posts', lang, { ordering: '-visited', limit: MOST_VISITED_COUNT });

export const groupsQuery = (lang: string) => readQuery('groups', lang);

export const popularTagsQuery = (lang: string) =>
  readQuery('tags', lang, { ordering: '-visited', limit: MOST_VISITED_TAGS });

export const postQuery = (lang: string, id: number) => readQuery('post', lang, { id });

export const relatedPostsQuery = (lang: string, id: number) =>
  readQuery('relatedPosts', lang, { id });

/** The follow-us icons; a failure is silent and shows none. */
export const followUsQuery = (lang: string) =>
  queryOptions({
    queryKey: readKey('socialLinksKeyed', lang),
    queryFn: () => apiRead('socialLinksKeyed', lang).catch(() => null),
  });
