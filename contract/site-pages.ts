// Every page of the site, once, for the site and the service alike: its address without
// the language prefix (a pattern, where `:slug` is one part of the path), what its head is
// described from, and whether the sitemap lists it. The site's router and links and the
// service's page matcher, head, sitemap and feed all read it, so a page renamed or added
// here moves everywhere. Plain values only: the site reads it on every page.
import type { PagePolicy } from './pages';
import { idSlug } from './slug';

interface SitePageEntry {
  path: string;
  /**
   * What the page's head (title, description, share image) is read from: its page content
   * record's first section (`content`), the company itself (`company`, the home page), the
   * portfolio piece's own parts (`portfolio-parts`), the record at the address (`record`:
   * a post, a job's form, a custom page), or nothing (`none`: an address that redirects).
   */
  head: 'content' | 'company' | 'portfolio-parts' | 'record' | 'none';
  /** A fixed page's content record: its texts, and its last change in the sitemap. */
  policy?: PagePolicy;
  /** Listed in the sitemap: once per language (`page`), an address per record (`records`). */
  sitemap: 'page' | 'records' | false;
}

/** The pages, fixed ones in the sitemap's order. */
export const SITE_PAGE_TABLE = {
  home: { path: '/', head: 'company', policy: 'home-page', sitemap: 'page' },
  about: { path: '/about', head: 'content', policy: 'about-page', sitemap: 'page' },
  blogList: { path: '/blog-list', head: 'content', policy: 'blog-page', sitemap: 'page' },
  blogPost: { path: '/blog-list/:slug', head: 'record', sitemap: 'records' },
  services: { path: '/services', head: 'content', policy: 'services-page', sitemap: 'page' },
  media: { path: '/media', head: 'content', policy: 'media-page', sitemap: 'page' },
  portfolio: { path: '/portfolio', head: 'content', policy: 'portfolio-page', sitemap: 'page' },
  careers: { path: '/v', head: 'content', policy: 'v1-page', sitemap: 'page' },
  internships: { path: '/vv', head: 'content', policy: 'v2-page', sitemap: 'page' },
  portfolioSingle: {
    path: '/portfolio-single',
    head: 'portfolio-parts',
    policy: 'portfolio-single-page',
    sitemap: 'page',
  },
  apply: { path: '/forms/:slug/apply', head: 'record', sitemap: 'records' },
  customPage: { path: '/page/:slug', head: 'record', sitemap: 'records' },
  underStructure: { path: '/under-structure', head: 'none', sitemap: false },
  underMaintenance: { path: '/under-maintenance', head: 'none', sitemap: false },
} as const satisfies Record<string, SitePageEntry>;

export type SitePageName = keyof typeof SITE_PAGE_TABLE;

const tableEntries = Object.entries(SITE_PAGE_TABLE) as [SitePageName, SitePageEntry][];

/** Each page's address pattern, by name. */
export const SITE_PAGES = Object.fromEntries(
  tableEntries.map(([name, entry]) => [name, entry.path]),
) as { [N in SitePageName]: (typeof SITE_PAGE_TABLE)[N]['path'] };

/** The pages the sitemap lists once per language, in its order, with their content record. */
export const SITEMAP_FIXED_PAGES: { name: SitePageName; path: string; policy: PagePolicy }[] =
  tableEntries.flatMap(([name, entry]) =>
    entry.sitemap === 'page' && entry.policy
      ? [{ name, path: entry.path, policy: entry.policy }]
      : [],
  );

/** A fixed page's entry at an address without the language, if one is there. */
export function fixedPageAt(path: string): (SitePageEntry & { name: SitePageName }) | undefined {
  const found = tableEntries.find(([, entry]) => entry.head !== 'record' && entry.path === path);
  return found && { ...found[1], name: found[0] };
}

/**
 * A page's address without the language, its slug (if any) percent-encoded as one part of
 * the path: the one rule of every record's address, for the site's links and the service's
 * canonical links, redirects, sitemap and feed alike, so both write the same href. A title's
 * slug keeps Persian and Arabic letters and ZWNJ, an editor's path may hold any character
 * (`?`, `#`, `/`), and an address written the way a URL parser writes it is the same
 * string in a link, in `new URL(...).href` and in the browser's address bar.
 */
export function sitePath(name: SitePageName, slug?: string): string {
  const pattern: string = SITE_PAGES[name];
  return slug === undefined ? pattern : pattern.replace(':slug', () => encodeURIComponent(slug));
}

/** The addresses of the pages that show one record, without the language, percent-encoded. */
export const recordPath = {
  /** A post: its id and title (`/blog-list/3-kish-island-in-winter`). */
  blogPost: (id: number, title: string) => sitePath('blogPost', idSlug(id, title)),
  /** A job's application form: its id and title. */
  apply: (id: number, title: string) => sitePath('apply', idSlug(id, title)),
  /** A custom page: its own path, as the editors wrote it. */
  customPage: (path: string) => sitePath('customPage', path),
};
