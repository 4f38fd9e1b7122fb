// Every address of the site in one place. Persian, the default, lives at the plain paths
// (`/blog-list`); other languages under their code (`/en/blog-list`), so each language
// version of a page has its own address.
import { withLanguage } from '../../contract/site-addresses';
import { idSlug } from '../../contract/slug';

export { splitLanguage, withLanguage } from '../../contract/site-addresses';

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
