// The post page's side list: other recent posts with thumbnail, title and short
// description, each linking to its post.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../shared/language/language-context';
import { getHref } from '../../../shared/paths';
import { Media } from '../../../shared/ui/media';
import { latestPostsQuery } from '../../../shared/content/latest-posts';
import { SidebarSection } from '../sidebar/sidebar-section';
import { readFailed } from '../../../shared/api/read-failed';

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
          <li key={post.id} className="flex gap-3">
            <Media
              desktop={post.banner.desktop_banner}
              alt=""
              sizes="5rem"
              width={80}
              height={80}
              className="size-20 shrink-0 rounded-lg object-cover"
            />
            <div className="grid content-start gap-1">
              <Link
                to={getHref.blogPost(lang, post.id, post.title)}
                className="line-clamp-2 font-semibold hover:underline"
              >
                {post.title}
              </Link>
              <p className="line-clamp-2 text-sm text-slate-600">{post.short_description}</p>
            </div>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
}
