// The latest posts, newest first: the home blog section and the post page's side list
// share one request (4, so the post shown beside them can be left out).
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../api/api-client';

export const latestPostsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['blog', 'latest', { lang, limit: 4 }],
    queryFn: () =>
      fetchJson('/content/v1/Blog/', 'blogList', lang, { limit: 4, ordering: '-created_at' }),
  });
