// Every page of the site, once, for the site and the service alike: its address without
// the language prefix (a pattern, where `:slug` is one part of the path) and, for the fixed
// pages, the content record (page policy) that describes it. The site's router and links
// and the service's page matcher, sitemap, feed and page descriptions all read it, so a
// page renamed here moves everywhere. Plain values only: the site reads it on every page.
import type { PagePolicy } from './pages';
import { idSlug } from './slug';

export const SITE_PAGES = {
  home: '/',
  about: '/about',
  blogList: '/blog-list',
  blogPost: '/blog-list/:slug',
  services: '/services',
  media: '/media',
  portfolio: '/portfolio',
  portfolioSingle: '/portfolio-single',
  careers: '/v',
  internships: '/vv',
  apply: '/forms/:slug/apply',
  customPage: '/page/:slug',
  underStructure: '/under-structure',
  underMaintenance: '/under-maintenance',
} as const;

export type SitePageName = keyof typeof SITE_PAGES;

/**
 * The fixed pages and the content record each is described by (its title is the record's
 * first section title), in the sitemap's order.
 */
export const FIXED_PAGE_POLICIES = {
  home: 'home-page',
  about: 'about-page',
  blogList: 'blog-page',
  services: 'services-page',
  media: 'media-page',
  portfolio: 'portfolio-page',
  careers: 'v1-page',
  internships: 'v2-page',
  portfolioSingle: 'portfolio-single-page',
} as const satisfies Partial<Record<SitePageName, PagePolicy>>;

/** A page's address without the language, its slug (if any) written as given. */
export function sitePath(name: SitePageName, slug?: string): string {
  const pattern: string = SITE_PAGES[name];
  return slug === undefined ? pattern : pattern.replace(':slug', slug);
}

/** The addresses of the pages that show one record, without the language. */
export const recordPath = {
  /** A post: its id and title (`/blog-list/3-kish-island-in-winter`). */
  blogPost: (id: number, title: string) => sitePath('blogPost', idSlug(id, title)),
  /** A job's application form: its id and title. */
  apply: (id: number, title: string) => sitePath('apply', idSlug(id, title)),
  /** A custom page: its own path, as the editors wrote it. */
  customPage: (path: string) => sitePath('customPage', path),
};
