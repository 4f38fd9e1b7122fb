// The home blog section: the featured posts (limit 3, newest first) and the latest posts,
// from which the featured one shown first is left out.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { latestPostsQuery } from '@shared/content/latest-posts';
import { readQuery } from '@shared/api/read-query';

export const featuredPostsQuery = (lang: string) =>
  queryOptions({
    ...readQuery('posts', lang, { is_featured: 'true', limit: 3, ordering: '-created_at' }),
  });

export const useFeaturedPosts = (lang: string) => useQuery(featuredPostsQuery(lang));
export const useLatestPosts = (lang: string) => useQuery(latestPostsQuery(lang));
