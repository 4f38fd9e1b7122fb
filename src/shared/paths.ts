// Every address of the site in one place. Persian, the default, lives at the plain paths
// (`/blog-list`); other languages under their code (`/en/blog-list`), so each language
// version of a page has its own address.
import { DEFAULT_LANGUAGE } from './language/language-rules';
import { idSlug } from './slug';

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

export const getHref = {
  home: (lang: string) => withLanguage(lang, '/'),
  about: (lang: string) => withLanguage(lang, '/about'),
  blogList: (lang: string) => withLanguage(lang, '/blog-list'),
  blogPost: (lang: string, id: number, title: string) =>
    withLanguage(lang, `/blog-list/${idSlug(id, title)}`),
  services: (lang: string) => withLanguage(lang, '/services'),
  media: (lang: string) => withLanguage(lang, '/media'),
  portfolio: (lang: string) => withLanguage(lang, '/portfolio'),
  portfolioSingle: (lang: string) => withLanguage(lang, '/portfolio-single'),
  careers: (lang: string, variant: 'v' | 'vv' = 'v') => withLanguage(lang, `/${variant}`),
  customPage: (lang: string, slug: string) =>
    withLanguage(lang, `/page/${encodeURIComponent(slug)}`),
  apply: (lang: string, id: number, title: string) =>
    withLanguage(lang, `/forms/${idSlug(id, title)}/apply`),
};
