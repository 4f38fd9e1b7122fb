// /blog-list: the featured post, then the posts (9 a page, filtered by the address) beside
// the sidebar. Below the desktop width the sidebar gives way to a filters button that
// opens the full-screen panel.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { usePageContent } from '../../../shared/content/use-page-content';
import { usePageMeta } from '../../../shared/head/use-page-meta';
import { useLanguage } from '../../../shared/language/language-context';
import { InTurn } from '../../../shared/hydration/in-turn';
import { Pager } from '../../../shared/paging/pager';
import { usePagedList } from '../../../shared/paging/use-paged-list';
import {
  BLOG_PAGE_SIZE,
  fetchPostsPage,
  groupsQuery,
  popularTagsQuery,
  postsListInput,
} from '../api/blog-queries';
import { readKey } from '../../../shared/api/read-query';
import { BlogCard, BlogCardSkeleton } from '../blog-card';
import { blogTexts } from '../blog-texts';
import { BlogSidebar } from '../sidebar/blog-sidebar';
import { FeaturedPost } from './featured-post';
import { MobileFilterPanel } from './mobile-filter-panel';
import { useBlogFilters } from './use-blog-filters';
import { readFailed } from '../../../shared/api/read-failed';

const LOADING_CARDS = 6;

export function Component() {
  const { lang, t } = useLanguage();
  const { data: page } = usePageContent(lang, 'blog-page');
  const texts = blogTexts(page);
  const { filters, toggle, apply, search } = useBlogFilters();
  const groups = useQuery(groupsQuery(lang));
  const tags = useQuery(popularTagsQuery(lang));
  const [panelOpen, setPanelOpen] = useState(false);
  const listTop = useRef<HTMLHeadingElement>(null);
  const list = usePagedList({
    key: readKey('posts', lang, postsListInput(filters)),
    limit: BLOG_PAGE_SIZE,
    fetchPage: (paging) => fetchPostsPage(lang, filters, paging),
  });
  usePageMeta({ title: page?.sections[0]?.title });

  const changePage = (next: number) => {
    list.setPage(next);
    listTop.current?.scrollIntoView({ block: 'start' });
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
          <div className="mb-6 flex items-center justify-between gap-4">
            <h2
              id="blog-posts-title"
              ref={listTop}
              tabIndex={-1}
              className="scroll-mt-24 text-2xl font-bold outline-none"
            >
              {t.blog.posts}
            </h2>
            <button
              type="button"
              onClick={() => setPanelOpen(true)}
              aria-haspopup="dialog"
              className="min-h-11 rounded-full border border-slate-300 bg-white px-5 font-semibold lg:hidden"
            >
              {texts.filters}
            </button>
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
        <aside className="hidden lg:block" aria-label={texts.filters}>
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
