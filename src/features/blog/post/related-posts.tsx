// Related posts: a carousel of 4 cards, 2 below 906px and 1 below 500px, 1.5rem apart,
// with no arrows or dots; hidden when there are none. Failures show their message.
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@shared/language/language-context';
import { CardCarousel } from '@shared/ui/card-carousel';
import { Skeleton } from '@shared/ui/skeleton';
import { relatedPostsQuery } from '../api/blog-queries';
import { BlogCard } from '../blog-card';
import { readFailed } from '@shared/api/read-failed';

const BREAKPOINTS = {
  0: { slidesPerView: 1 },
  500: { slidesPerView: 2 },
  906: { slidesPerView: 4 },
};
const LOADING_CARDS = 4;

export function RelatedPosts({
  postId,
  title,
  readMore,
}: {
  postId: number;
  title: string;
  readMore: string;
}) {
  const { lang } = useLanguage();
  const related = useQuery(relatedPostsQuery(lang, postId));
  if (related.isSuccess && related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="later-section grid min-w-0 gap-6">
      <h2 id="related-title" className="text-2xl font-bold">
        {title}
      </h2>
      {readFailed(related) && <p className="text-red-700">{related.error.message}</p>}
      {related.isPending && (
        <div className="grid grid-cols-1 gap-6 min-[500px]:grid-cols-2 min-[906px]:grid-cols-4">
          {Array.from({ length: LOADING_CARDS }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      )}
      {related.isSuccess && (
        <CardCarousel
          label={title}
          dots={false}
          breakpoints={BREAKPOINTS}
          items={related.data.map((post) => ({
            key: post.id,
            node: <BlogCard post={post} readMore={readMore} />,
          }))}
        />
      )}
    </section>
  );
}
