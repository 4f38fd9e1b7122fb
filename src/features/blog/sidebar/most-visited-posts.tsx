// The four most visited posts, most visited first; a failure shows its message as text.
import { useQuery } from '@tanstack/react-query';
import { mostVisited } from '@shared/content/list-rules';
import { useLanguage } from '@shared/language/language-context';
import { Skeleton } from '@shared/ui/skeleton';
import { MOST_VISITED_COUNT, mostVisitedPostsQuery } from '../api/blog-queries';
import { SidePostRow } from './side-post-row';
import { SidebarSection } from './sidebar-section';
import { readFailed } from '@shared/api/read-failed';

export function MostVisitedPosts({ title }: { title: string }) {
  const { lang } = useLanguage();
  const posts = useQuery(mostVisitedPostsQuery(lang));
  return (
    <SidebarSection title={title}>
      {readFailed(posts) && <p className="text-red-700">{posts.error.message}</p>}
      {posts.isPending && <Skeleton className="h-40" />}
      <ol className="grid gap-4">
        {mostVisited(posts.data?.results ?? [], MOST_VISITED_COUNT).map((post) => (
          <SidePostRow key={post.id} post={post} thumbnail="small" />
        ))}
      </ol>
    </SidebarSection>
  );
}
