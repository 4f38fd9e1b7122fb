// The blog section: the newest featured post large, then the latest other posts; links to
// the blog list and to each post.
import { Link } from 'react-router-dom';
import type { BlogListItem } from '@contract/blog';
import type { PageSection } from '@contract/pages';
import { formatDate } from '@shared/format/format-date';
import { useLanguage } from '@shared/language/language-context';
import { getHref } from '@shared/paths';
import { ErrorMessage } from '@shared/ui/error-message';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { Skeleton } from '@shared/ui/skeleton';
import { useFeaturedPosts, useLatestPosts } from '../api/use-home-posts';
import { SectionHeading } from './section-heading';

export function HomeBlog({ section }: { section: PageSection }) {
  const { lang } = useLanguage();
  const featured = useFeaturedPosts(lang);
  const latest = useLatestPosts(lang);
  const find = (value: string) => section.components.find((c) => c.value === value);
  const lead = featured.data?.results[0];
  const others = (latest.data?.results ?? []).filter((post) => post.id !== lead?.id).slice(0, 3);
  const error = featured.error ?? latest.error;
  if (featured.isSuccess && latest.isSuccess && !lead && others.length === 0) return null;

  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading hint={find('home-blog-hint')?.text} title={find('home-blog-title')?.text} />
      {error && <ErrorMessage error={error} />}
      <div className="grid gap-6 lg:grid-cols-2">
        {lead ? (
          <PostCard post={lead} lang={lang} large />
        ) : (
          featured.isPending && <Skeleton className="h-96" />
        )}
        <ul className="grid gap-4">
          {others.map((post) => (
            <li key={post.id}>
              <PostCard post={post} lang={lang} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 text-center">
        <Link
          to={getHref.blogList(lang)}
          className="rounded-full border-2 border-brand px-6 py-2 font-semibold"
        >
          {find('home-blog-more')?.text}
        </Link>
      </div>
    </section>
  );
}

function PostCard({
  post,
  lang,
  large = false,
}: {
  post: BlogListItem;
  lang: string;
  large?: boolean;
}) {
  return (
    <article
      className={`flex overflow-hidden rounded-2xl bg-white shadow ${large ? 'flex-col' : 'flex-row'}`}
    >
      <Media
        desktop={post.banner.desktop_banner}
        alt=""
        sizes={large ? '(max-width: 1024px) 100vw, 50vw' : '10rem'}
        {...MEDIA_BOX.wide}
        className={large ? 'aspect-video w-full object-cover' : 'h-full w-40 shrink-0 object-cover'}
      />
      <div className="flex flex-col gap-2 p-4">
        <h3 className={`font-bold ${large ? 'text-2xl' : 'text-lg'}`}>
          <Link to={getHref.blogPost(lang, post.id, post.title)} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        {large && <p className="text-slate-700">{post.short_description}</p>}
        <time dateTime={post.created_at} className="text-sm text-slate-600">
          {formatDate(post.created_at, lang)}
        </time>
      </div>
    </article>
  );
}
