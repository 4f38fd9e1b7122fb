// The address rule of the site, shared by the SPA and the service that renders its head:
// Persian, the default, lives at the plain paths (`/blog-list`); other languages under
// their code (`/en/blog-list`), so each language version of a page has its own address.
import { DEFAULT_LANGUAGE } from './default-language';

export function withLanguage(lang: string, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${lang}/` : `/${lang}${path}`;
}

/** Reads the language prefix off an address: `/en/about` → { lang: 'en', path: '/about' }. */
export function splitLanguage(
  pathname: string,
  prefixes: readonly string[],
): { lang?: string; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && first !== DEFAULT_LANGUAGE && prefixes.includes(first)) {
    return { lang: first, path: `/${rest.join('/')}` };
  }
  return { path: pathname };
}
