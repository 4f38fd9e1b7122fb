// /blog-list/{id}-{slug}: one post. The id alone finds it; a slug that does not match the
// title is corrected in the address. A post that does not exist shows the not-found
// screen; any other failed request, the error screen.
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '@shared/format/format-date';
import { usePageContent } from '@shared/content/use-page-content';
import { usePageMeta } from '@shared/head/use-page-meta';
import { useLanguage } from '@shared/language/language-context';
import { InTurn } from '@shared/hydration/in-turn';
import { getHref } from '@shared/paths';
import { idFromSlug, idSlug } from '@contract/slug';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { SafeHtml } from '@shared/ui/safe-html';
import { Skeleton } from '@shared/ui/skeleton';
import { TagList } from '@shared/ui/tag-list';
import { postQuery, relatedPostsQuery } from '../api/blog-queries';
import { blogTexts } from '../blog-texts';
import type { IdFilter } from '../list/blog-filters';
import { toggleId, withSearch } from '../list/blog-filters';
import { BlogSidebar } from '../sidebar/blog-sidebar';
import { PostGallery } from './post-gallery';
import { RelatedPosts } from './related-posts';
import { ShareButtons } from './share-buttons';
import { SidePosts } from './side-posts';
import { readFailed, readMissing, readUnreachable } from '@shared/api/read-failed';
import { useRecordQuery } from '@shared/api/record-query';
import { NotAvailableOffline } from '@shared/offline/unavailable-offline-notice';
import { NotFound, notFoundMeta } from '@shared/ui/not-found';
import type { AddressReads } from '@shared/api/address-reads';

const NO_FILTERS = { search: '', groups: [], tags: [] };

/** The post the address names and its related posts. */
export const addressReads: AddressReads = (client, { lang, params }) => {
  const id = idFromSlug(params.slug ?? '');
  if (id === undefined) return [];
  return [
    client.prefetchQuery(postQuery(lang, id)),
    client.prefetchQuery(relatedPostsQuery(lang, id)),
  ];
};

export function Component() {
  const { lang, t } = useLanguage();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const id = idFromSlug(slug);
  const post = useRecordQuery({ ...postQuery(lang, id ?? 0), enabled: id !== undefined });
  const { data: page } = usePageContent(lang, 'blog-page');
  const texts = blogTexts(page);
  const missing = id === undefined || (readFailed(post) && readMissing(post.error));
  usePageMeta(
    missing
      ? notFoundMeta(t)
      : {
          title: post.data?.title,
          description: post.data?.short_description,
          image: post.data?.banner.desktop_banner,
          type: 'article',
          published: post.data?.created_at,
          modified: post.data?.updated_at,
        },
  );

  if (missing) return <NotFound />;
  // With no network, a post with no saved copy (never read, or withdrawn since) is not
  // available offline; that is no failure of the page.
  if (readFailed(post)) {
    if (readUnreachable(post.error)) return <NotAvailableOffline />;
    throw post.error;
  }
  if (post.isPending) return <Skeleton className="mx-auto my-10 h-[26.75rem] max-w-7xl" />;
  const data = post.data;
  const canonical = idSlug(data.id, data.title);
  if (slug !== canonical)
    return <Navigate to={getHref.blogPost(lang, data.id, data.title)} replace />;

  const toList = (params: URLSearchParams) =>
    navigate(`${getHref.blogList(lang)}?${params.toString()}`);

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-12 px-4 py-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="grid content-start gap-6">
          <Media
            desktop={data.banner.desktop_banner}
            phone={data.banner.phone_banner}
            alt=""
            priority
            sizes="(max-width: 1023px) 100vw, 55rem"
            {...MEDIA_BOX.wide}
            className="aspect-video w-full rounded-[1.25rem] object-cover"
          />
          <h1 className="text-2xl font-bold md:text-4xl">{data.title}</h1>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <time dateTime={data.created_at} className="text-slate-600">
              {formatDate(data.created_at, lang)}
            </time>
            <InTurn>
              <ShareButtons title={data.title} />
            </InTurn>
          </div>
          <SafeHtml
            html={data.body}
            className="grid gap-4 text-lg leading-8 [&_a]:text-sky-800 [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_ul]:list-disc [&_ul]:ps-6"
          />
          <InTurn>
            <PostGallery items={data.gallery} />
          </InTurn>
          {data.tags.length > 0 && <TagList tags={data.tags} label={t.blog.tags} />}
        </article>
        <aside className="hidden content-start gap-8 lg:grid" aria-label={texts.filters}>
          <InTurn>
            <BlogSidebar
              texts={texts}
              filters={NO_FILTERS}
              groups={data.group}
              tags={data.tags}
              onToggle={(kind: IdFilter, filterId: number) =>
                toList(toggleId(new URLSearchParams(), kind, filterId))
              }
              onSearch={(search) => toList(withSearch(new URLSearchParams(), search))}
            />
            <SidePosts currentId={data.id} />
          </InTurn>
        </aside>
      </div>
      <InTurn>
        <RelatedPosts
          postId={data.id}
          title={texts['related-blogs-title']}
          readMore={texts['read-more']}
        />
      </InTurn>
    </div>
  );
}
