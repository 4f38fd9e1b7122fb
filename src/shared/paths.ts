// Every address of the site, from the page table (contract/site-pages.ts). Persian, the
// default, lives at the plain paths (`/blog-list`); other languages under their code
// (`/en/blog-list`), so each language version of a page has its own address.
import { withLanguage } from '@contract/site-addresses';
import { SITE_PAGES, recordPath } from '@contract/site-pages';

export { splitLanguage, withLanguage } from '@contract/site-addresses';

export const getHref = {
  home: (lang: string) => withLanguage(lang, SITE_PAGES.home),
  about: (lang: string) => withLanguage(lang, SITE_PAGES.about),
  blogList: (lang: string) => withLanguage(lang, SITE_PAGES.blogList),
  blogPost: (lang: string, id: number, title: string) =>
    withLanguage(lang, recordPath.blogPost(id, title)),
  services: (lang: string) => withLanguage(lang, SITE_PAGES.services),
  media: (lang: string) => withLanguage(lang, SITE_PAGES.media),
  portfolio: (lang: string) => withLanguage(lang, SITE_PAGES.portfolio),
  portfolioSingle: (lang: string) => withLanguage(lang, SITE_PAGES.portfolioSingle),
  careers: (lang: string, variant: 'v' | 'vv' = 'v') =>
    withLanguage(lang, variant === 'v' ? SITE_PAGES.careers : SITE_PAGES.internships),
  // An editor's path may hold any character: recordPath encodes it, as it does every slug.
  customPage: (lang: string, slug: string) => withLanguage(lang, recordPath.customPage(slug)),
  apply: (lang: string, id: number, title: string) =>
    withLanguage(lang, recordPath.apply(id, title)),
};
