// /blog-list: the featured post, then the other posts (9 a page, filtered by the address)
// beside the sidebar. Below the desktop width a filter bar (search and a filters button that
// opens the full-screen panel) stands above the posts, and the sidebar's most visited posts
// and follow-us icons follow them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { usePageContent } from '@shared/content/use-page-content';
import { usePageMeta } from '@shared/head/use-page-meta';
import { useLanguage } from '@shared/language/language-context';
import { InTurn } from '@shared/hydration/in-turn';
import { Pager } from '@shared/paging/pager';
import { readFirstPage, usePagedList } from '@shared/paging/use-paged-list';
import type { Paging } from '@shared/paging/use-paged-list';
import {
  BLOG_PAGE_SIZE,
  fetchPostsPage,
  groupsQuery,
  popularTagsQuery,
  postsListKey,
} from '../api/blog-queries';
import { BlogCard, BlogCardSkeleton } from '../blog-card';
import { blogTexts } from '../blog-texts';
import { BlogSidebar } from '../sidebar/blog-sidebar';
import { activeFilterCount, readFilters } from './blog-filters';
import type { BlogFilters } from './blog-filters';
import { FeaturedPost } from './featured-post';
import { FilterBar } from './filter-bar';
import { MobileFilterPanel } from './mobile-filter-panel';
import { useBlogFilters } from './use-blog-filters';
import { readFailed } from '@shared/api/read-failed';
import type { AddressReads } from '@shared/api/address-reads';

const LOADING_CARDS = 6;

/** The list of posts the filters keep, a page at a time. */
const postsList = (client: QueryClient, lang: string, filters: BlogFilters) => ({
  key: postsListKey(lang, filters),
  limit: BLOG_PAGE_SIZE,
  fetchPage: (paging: Paging) => fetchPostsPage(client, lang, filters, paging),
});

/** The first page of the list the address's filters keep. */
export const addressReads: AddressReads = (client, { lang, search }) => [
  readFirstPage(client, postsList(client, lang, readFilters(search))),
];

export function Component() {
  const { lang, t } = useLanguage();
  const { data: page } = usePageContent(lang, 'blog-page');
  const texts = blogTexts(page);
  const { filters, toggle, apply, search, clear } = useBlogFilters();
  const queryClient = useQueryClient();
  const groups = useQuery(groupsQuery(lang));
  const tags = useQuery(popularTagsQuery(lang));
  const [panelOpen, setPanelOpen] = useState(false);
  const listTop = useRef<HTMLHeadingElement>(null);
  const list = usePagedList(postsList(queryClient, lang, filters));
  usePageMeta({ title: page?.sections[0]?.title });

  const changePage = (next: number) => {
    list.setPage(next);
    listTop.current?.scrollIntoView({ block: 'start' });
    listTop.current?.focus({ preventScroll: true });
  };
  const clearFilters = () => {
    clear();
    // The button goes away with the filters; the list they narrowed takes the focus.
    listTop.current?.focus({ preventScroll: true });
  };
  const sidebarProps = {
    texts,
    filters,
    groups: groups.data ?? [],
    tags: tags.data ?? [],
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{page?.sections[0]?.title ?? t.blog.posts}</h1>
      <InTurn>
        <FeaturedPost readMore={texts['read-more']} />
      </InTurn>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="blog-posts-title">
          <div className="mb-6 grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <h2
                id="blog-posts-title"
                ref={listTop}
                tabIndex={-1}
                className="scroll-mt-24 text-2xl font-bold outline-none"
              >
                {t.blog.posts}
              </h2>
              {activeFilterCount(filters) > 0 && (
                <button
                  type="button"
                  onClick={clearFilters}
                  className="min-h-11 rounded-full px-3 font-semibold text-brand underline underline-offset-4 hover:bg-slate-100"
                >
                  {t.blog.clearFilters}
                </button>
              )}
            </div>
            <FilterBar
              texts={texts}
              filters={filters}
              onSearch={search}
              onOpenFilters={() => setPanelOpen(true)}
            />
          </div>
          {readFailed(list.query) && <p className="text-red-700">{list.query.error.message}</p>}
          {list.query.isSuccess && list.query.data.results.length === 0 && (
            <p className="py-10 text-center text-slate-600">{t.blog.noResults}</p>
          )}
          <InTurn>
            <ul
              className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
              aria-busy={list.query.isFetching}
            >
              {list.query.isPending
                ? Array.from({ length: LOADING_CARDS }, (_, i) => (
                    <li key={i}>
                      <BlogCardSkeleton />
                    </li>
                  ))
                : list.query.data?.results.map((post) => (
                    <li key={post.id}>
                      <BlogCard post={post} readMore={texts['read-more']} />
                    </li>
                  ))}
            </ul>
            {list.paged && <Pager page={list.page} pages={list.pages} onChange={changePage} />}
          </InTurn>
        </section>
        <aside aria-label={texts.filters}>
          <InTurn>
            <BlogSidebar
              {...sidebarProps}
              error={groups.error ?? tags.error}
              onToggle={toggle}
              onSearch={search}
            />
          </InTurn>
        </aside>
      </div>
      <MobileFilterPanel
        {...sidebarProps}
        open={panelOpen}
        onApply={apply}
        onSearch={search}
        onClose={() => setPanelOpen(false)}
      />
    </div>
  );
}
