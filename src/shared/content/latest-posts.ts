// The latest posts, newest first: the home blog section and the post page's side list
// share one request (4, so the post shown beside them can be left out).
import { readQuery } from '../api/read-query';

export const latestPostsQuery = (lang: string) =>
  readQuery('posts', lang, { limit: 4, ordering: '-created_at' });
