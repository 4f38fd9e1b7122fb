// The address rule of the site, shared by the SPA and the service that renders its head:
// Persian, the default, lives at the plain paths (`/blog-list`); other languages under
// their code (`/en/blog-list`), so each language version of a page has its own address.
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES } from './site-languages';

export function withLanguage(lang: string, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${lang}/` : `/${lang}${path}`;
}

/** The blog feed of a language, linked from every page's head. */
export const feedPath = (lang: string) => withLanguage(lang, '/feed.xml');

/**
 * The first segment of an address when it has the shape of a language code (`/en/…` →
 * 'en'), known or not: what a screen that cannot wait for the language list reads.
 */
export function addressPrefix(pathname: string): string | undefined {
  return /^\/([a-z]{2,3})(\/|$)/.exec(pathname)?.[1];
}

/**
 * Reads the language prefix off an address: `/en/about` → { lang: 'en', path: '/about' }.
 * The prefixes are the site's languages, or those the service has active.
 */
export function splitLanguage(
  pathname: string,
  prefixes: readonly string[] = PREFIXED_LANGUAGES,
): { lang?: string; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && first !== DEFAULT_LANGUAGE && prefixes.includes(first)) {
    return { lang: first, path: `/${rest.join('/')}` };
  }
  return { path: pathname };
}
