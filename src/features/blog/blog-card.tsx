// The blog card: desktop banner, title in at most two lines, short description, date and
// the read-more link to the post.
import { Link } from 'react-router-dom';
import type { BlogListItem } from '@contract/blog';
import { formatDate } from '@shared/format/format-date';
import { useLanguage } from '@shared/language/language-context';
import { getHref } from '@shared/paths';
import { CardShell } from '@shared/ui/card-shell';
import { Skeleton } from '@shared/ui/skeleton';

export function BlogCard({ post, readMore }: { post: BlogListItem; readMore: string }) {
  const { lang } = useLanguage();
  const href = getHref.blogPost(lang, post.id, post.title);
  return (
    <CardShell
      desktop={post.banner.desktop_banner}
      // On a phone a card spans the page less its 1rem margins: a 412 px screen at 1.75
      // takes the 720 copy (665 pixels), where 100vw asked for 721 and got the 960 one.
      sizes="(max-width: 767px) calc(100vw - 2rem), (max-width: 1279px) 50vw, 22rem"
    >
      <h3 className="line-clamp-2 text-lg font-bold">{post.title}</h3>
      <p className="line-clamp-3 text-slate-700">{post.short_description}</p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-2">
        <time dateTime={post.created_at} className="text-sm text-slate-600">
          {formatDate(post.created_at, lang)}
        </time>
        <Link
          to={href}
          aria-label={`${readMore}: ${post.title}`}
          className="rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white"
        >
          {readMore}
          {/* In the text too, not only in the label: crawlers read the link's text. */}
          <span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </CardShell>
  );
}

export function BlogCardSkeleton() {
  return <Skeleton className="h-80" />;
}
