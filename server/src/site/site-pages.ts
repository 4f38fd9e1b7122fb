// The site's pages as the service sees them (contract/site-pages.ts, the site's own
// table), so it can describe a page before any JavaScript runs. Paths here carry no
// language prefix.
import type { PagePolicy } from '@contract/pages';
import { SITE_PAGES, fixedPageAt } from '@contract/site-pages';
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

/** A fixed page's kind, from what the page table says its head is described from. */
function fixedPage(path: string): SitePage | undefined {
  const page = fixedPageAt(path);
  switch (page?.head) {
    case 'company':
      return { kind: 'home' };
    case 'content':
      return page.policy && { kind: 'content', policy: page.policy, path };
    case 'portfolio-parts':
      return { kind: 'portfolio-single' };
    case 'none':
      return { kind: 'redirect-home' };
    default:
      return undefined;
  }
}

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
  const fixed = fixedPage(path === '' ? SITE_PAGES.home : path);
  if (fixed) return fixed;

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
