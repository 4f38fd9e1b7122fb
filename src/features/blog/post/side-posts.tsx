// The post page's side list: other recent posts with thumbnail, title and short
// description, each linking to its post.
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@shared/language/language-context';
import { latestPostsQuery } from '@shared/content/latest-posts';
import { SidePostRow } from '../sidebar/side-post-row';
import { SidebarSection } from '../sidebar/sidebar-section';
import { readFailed } from '@shared/api/read-failed';

export function SidePosts({ currentId }: { currentId: number }) {
  const { lang, t } = useLanguage();
  const latest = useQuery(latestPostsQuery(lang));
  const posts = (latest.data?.results ?? []).filter((post) => post.id !== currentId).slice(0, 3);
  if (readFailed(latest)) return <p className="text-red-700">{latest.error.message}</p>;
  if (posts.length === 0) return null;
  return (
    <SidebarSection title={t.blog.morePosts}>
      <ul className="grid gap-4">
        {posts.map((post) => (
          <SidePostRow key={post.id} post={post} thumbnail="large" withDescription />
        ))}
      </ul>
    </SidebarSection>
  );
}
