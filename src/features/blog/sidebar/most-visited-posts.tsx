// The four most visited posts, most visited first; a failure shows its message as text.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { mostVisited } from '../../../shared/content/list-rules';
import { useLanguage } from '../../../shared/language/language-context';
import { getHref } from '../../../shared/paths';
import { Media } from '../../../shared/ui/media';
import { Skeleton } from '../../../shared/ui/skeleton';
import { MOST_VISITED_COUNT, mostVisitedPostsQuery } from '../api/blog-queries';
import { SidebarSection } from './sidebar-section';
import { readFailed } from '../../../shared/api/read-failed';

export function MostVisitedPosts({ title }: { title: string }) {
  const { lang } = useLanguage();
  const posts = useQuery(mostVisitedPostsQuery(lang));
  return (
    <SidebarSection title={title}>
      {readFailed(posts) && <p className="text-red-700">{posts.error.message}</p>}
      {posts.isPending && <Skeleton className="h-40" />}
      <ol className="grid gap-4">
        {mostVisited(posts.data?.results ?? [], MOST_VISITED_COUNT).map((post) => (
          <li key={post.id} className="flex items-center gap-3">
            <Media
              desktop={post.banner.desktop_banner}
              alt=""
              sizes="4rem"
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-lg object-cover"
            />
            <Link
              to={getHref.blogPost(lang, post.id, post.title)}
              className="line-clamp-2 font-semibold hover:underline"
            >
              {post.title}
            </Link>
          </li>
        ))}
      </ol>
    </SidebarSection>
  );
}
