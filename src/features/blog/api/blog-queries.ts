// Every request of the blog screens: the paged, filtered list; the featured post; the most
// visited posts and tags; groups; one post and its related posts; the keyed social links.
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../../../shared/api/api-client';
import type { BlogFilters } from '../list/blog-filters';

export const BLOG_PAGE_SIZE = 9;
export const MOST_VISITED_COUNT = 4;
export const MOST_VISITED_TAGS = 10;

const BLOG = '/content/v1/Blog/';

export function fetchPostsPage(
  lang: string,
  filters: BlogFilters,
  paging: { limit: number; offset: number },
) {
  return fetchJson(BLOG, 'blogList', lang, {
    ...paging,
    ordering: '-created_at',
    search: filters.search || undefined,
    group: filters.groups.join(',') || undefined,
    tags: filters.tags.join(',') || undefined,
  });
}

export const featuredPostQuery = (lang: string) =>
  queryOptions({
    queryKey: ['blog', 'featured', { lang, limit: 1 }],
    queryFn: async () =>
      (
        await fetchJson(BLOG, 'blogList', lang, {
          is_featured: true,
          ordering: '-created_at',
          limit: 1,
        })
      ).results[0] ?? null,
  });

export const mostVisitedPostsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['blog', 'most-visited', { lang }],
    queryFn: () =>
      fetchJson(BLOG, 'blogList', lang, { ordering: '-visited', limit: MOST_VISITED_COUNT }),
  });

export const groupsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['blog', 'groups', { lang }],
    queryFn: () => fetchJson('/content/v1/Groups/', 'groupList', lang),
  });

export const popularTagsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['blog', 'tags', { lang, ordering: '-visited' }],
    queryFn: () =>
      fetchJson('/content/v1/Tags/', 'tagList', lang, {
        ordering: '-visited',
        limit: MOST_VISITED_TAGS,
      }),
  });

export const postQuery = (lang: string, id: number) =>
  queryOptions({
    queryKey: ['blog', 'post', { lang, id }],
    queryFn: () => fetchJson(`${BLOG}${id}`, 'blogPost', lang),
  });

export const relatedPostsQuery = (lang: string, id: number) =>
  queryOptions({
    queryKey: ['blog', 'related', { lang, id }],
    queryFn: () => fetchJson(`${BLOG}${id}/related`, 'relatedPosts', lang),
  });

/** The follow-us icons; a failure is silent and shows none. */
export const followUsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['social', 'keyed', { lang }],
    queryFn: () =>
      fetchJson('/company/v1/social-links/', 'socialLinksKeyed', lang).catch(() => null),
  });
