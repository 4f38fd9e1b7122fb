// The blog list's header: the newest featured post large, with up to 4 tags, its title,
// short description, date and a link. A failed request shows the error screen.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate } from '@shared/format/format-date';
import { firstTags } from '@shared/content/list-rules';
import { useLanguage } from '@shared/language/language-context';
import { getHref } from '@shared/paths';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { Skeleton } from '@shared/ui/skeleton';
import { TagList } from '@shared/ui/tag-list';
import { featuredPostQuery } from '../api/blog-queries';
import { readFailed } from '@shared/api/read-failed';

export const FEATURED_TAGS = 4;

export function FeaturedPost({ readMore }: { readMore: string }) {
  const { lang, t } = useLanguage();
  const featured = useQuery(featuredPostQuery(lang));
  if (readFailed(featured)) throw featured.error;
  if (featured.isPending) return <Skeleton className="h-[26.75rem]" />;
  const post = featured.data;
  if (!post) return null;
  return (
    <article
      aria-labelledby="featured-title"
      className="grid overflow-hidden rounded-[1.25rem] bg-brand text-white md:grid-cols-2"
    >
      <Media
        desktop={post.banner.desktop_banner}
        phone={post.banner.phone_banner}
        alt=""
        priority
        sizes="(max-width: 767px) calc(100vw - 2rem), 50vw"
        {...MEDIA_BOX.wide}
        className="aspect-video h-full w-full object-cover"
      />
      <div className="flex flex-col gap-3 p-6 md:p-10">
        <p className="text-sm font-semibold text-amber-300">{t.blog.featured}</p>
        <TagList tags={firstTags(post.tags, FEATURED_TAGS)} label={t.blog.tags} onDark />
        <h2 id="featured-title" className="text-2xl font-bold md:text-3xl">
          {post.title}
        </h2>
        <p className="text-slate-200">{post.short_description}</p>
        <time dateTime={post.created_at} className="text-sm text-slate-300">
          {formatDate(post.created_at, lang)}
        </time>
        <Link
          to={getHref.blogPost(lang, post.id, post.title)}
          className="mt-2 self-start rounded-full bg-white px-5 py-2 font-semibold text-brand"
        >
          {readMore}
          <span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
