// The site's routes as the service sees them (the same table as the SPA's), so it can
// describe a page before any JavaScript runs. Paths here carry no language prefix.
import type { PagePolicy } from '../../../contract/pages';
import { idFromSlug } from '../../../contract/slug';

export type SitePage =
  | { kind: 'home' }
  | { kind: 'content'; policy: PagePolicy; path: string }
  | { kind: 'portfolio-single' }
  | { kind: 'post'; id: number; slug: string }
  | { kind: 'custom'; slug: string }
  | { kind: 'apply'; id: number; slug: string }
  | { kind: 'redirect-home' }
  | { kind: 'unknown' };

/** Pages whose title is their content's first section title. */
export const CONTENT_PAGES: Record<string, PagePolicy> = {
  '/about': 'about-page',
  '/blog-list': 'blog-page',
  '/services': 'services-page',
  '/media': 'media-page',
  '/portfolio': 'portfolio-page',
  '/v': 'v1-page',
  '/vv': 'v2-page',
};

export const STATIC_PATHS = ['/', ...Object.keys(CONTENT_PAGES), '/portfolio-single'];

function decode(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

export function matchSitePage(rawPath: string): SitePage {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (path === '/' || path === '') return { kind: 'home' };
  const policy = CONTENT_PAGES[path];
  if (policy) return { kind: 'content', policy, path };
  if (path === '/portfolio-single') return { kind: 'portfolio-single' };
  if (path === '/under-structure' || path === '/under-maintenance')
    return { kind: 'redirect-home' };

  const parts = path.split('/').slice(1).map(decode);
  if (parts.some((part) => part === undefined || part === '')) return { kind: 'unknown' };
  const [first, second, third] = parts as string[];
  if (parts.length === 2 && first === 'blog-list') {
    const id = idFromSlug(second!);
    return id === undefined ? { kind: 'unknown' } : { kind: 'post', id, slug: second! };
  }
  if (parts.length === 2 && first === 'page') return { kind: 'custom', slug: second! };
  if (parts.length === 3 && first === 'forms' && third === 'apply') {
    const id = idFromSlug(second!);
    return id === undefined ? { kind: 'unknown' } : { kind: 'apply', id, slug: second! };
  }
  return { kind: 'unknown' };
}
