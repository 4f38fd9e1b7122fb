// The site's pages as the service sees them (contract/site-pages.ts, the site's own
// table), so it can describe a page before any JavaScript runs. Paths here carry no
// language prefix.
import type { PagePolicy } from '@contract/pages';
import { FIXED_PAGE_POLICIES, SITE_PAGES } from '@contract/site-pages';
import type { SitePageName } from '@contract/site-pages';
import { idFromSlug } from '@contract/slug';

export type SitePage =
  | { kind: 'home' }
  | { kind: 'content'; policy: PagePolicy; path: string }
  | { kind: 'portfolio-single' }
  | { kind: 'post'; id: number; slug: string }
  | { kind: 'custom'; slug: string }
  | { kind: 'apply'; id: number; slug: string }
  | { kind: 'redirect-home' }
  | { kind: 'unknown' };

/** Pages whose title is their content's first section title, by address. */
const CONTENT_PAGES: Record<string, PagePolicy> = Object.fromEntries(
  Object.entries(FIXED_PAGE_POLICIES)
    .filter(([name]) => name !== 'home' && name !== 'portfolioSingle')
    .map(([name, policy]) => [SITE_PAGES[name as SitePageName], policy]),
);

/** The slug in a path's parts when they have the page's pattern, else undefined. */
function slugIn(name: SitePageName, parts: string[]): string | undefined {
  const pattern = SITE_PAGES[name].split('/').slice(1);
  if (pattern.length !== parts.length) return undefined;
  let slug: string | undefined;
  for (const [index, part] of pattern.entries()) {
    if (part === ':slug') slug = parts[index];
    else if (part !== parts[index]) return undefined;
  }
  return slug;
}

function decode(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

export function matchSitePage(rawPath: string): SitePage {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (path === SITE_PAGES.home || path === '') return { kind: 'home' };
  const policy = CONTENT_PAGES[path];
  if (policy) return { kind: 'content', policy, path };
  if (path === SITE_PAGES.portfolioSingle) return { kind: 'portfolio-single' };
  if (path === SITE_PAGES.underStructure || path === SITE_PAGES.underMaintenance)
    return { kind: 'redirect-home' };

  const parts = path.split('/').slice(1).map(decode);
  if (parts.some((part) => part === undefined || part === '')) return { kind: 'unknown' };
  const post = slugIn('blogPost', parts as string[]);
  if (post !== undefined) {
    const id = idFromSlug(post);
    return id === undefined ? { kind: 'unknown' } : { kind: 'post', id, slug: post };
  }
  const custom = slugIn('customPage', parts as string[]);
  if (custom !== undefined) return { kind: 'custom', slug: custom };
  const apply = slugIn('apply', parts as string[]);
  if (apply !== undefined) {
    const id = idFromSlug(apply);
    return id === undefined ? { kind: 'unknown' } : { kind: 'apply', id, slug: apply };
  }
  return { kind: 'unknown' };
}
