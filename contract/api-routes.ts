// Every call of the content service, by name, for the service and the site alike: the
// service registers each route from this table and the site reads and sends through it,
// so an address, a query field or a form field renamed on one side fails the type-check
// on the other. A route is a Fastify pattern (`:id` is a part of the path); its answer is
// named by its contract (src/shared/api/answer-schemas.ts); its query is typed by the
// schema the service checks it with. Types only from the schemas, so the site can read
// this table without loading zod.
import type { z } from 'zod';
import type { blogListQuery, tagListQuery } from './blog';
import type { customPageQuery } from './custom-pages';
import type { faqQuery } from './faq';
import type { jobListQuery } from './forms';
import type { licenceQuery } from './licences';
import type { catalogueQuery } from './media';
import type { pageQuery } from './pages';
import type { serviceQuery } from './services';

/** Where the service answers its calls: every route below is under it. */
export const API_PREFIX = '/cms';

/** Where the service serves its media files (images and videos, by file name). */
export const MEDIA_PREFIX = `${API_PREFIX}/media/`;

/**
 * The smaller copies of a WebP image the service keeps, asked for with `?w=`: a phone's
 * width at its pixel density (about 720 for a 412 px screen at 1.75) finds one close above
 * it instead of twice its size. Any other width answers the original.
 */
export const IMAGE_COPY_WIDTHS = [480, 720, 960] as const;

/** What the service answers to GET. Every read also takes `lang`. */
export const READS = {
  languages: { route: '/api/v1/language/', answer: 'languageList' },
  companies: { route: '/company/v1/companies/', answer: 'companyList' },
  company: { route: '/company/v1/companies/:id/', answer: 'company' },
  socialLinks: { route: '/company/v1/social', answer: 'socialLinkList' },
  socialLinksKeyed: { route: '/company/v1/social-links/', answer: 'socialLinksKeyed' },
  licences: { route: '/company/v1/licence', answer: 'licenceList' },
  pages: { route: '/pages/v1/Page/', answer: 'pageList' },
  headerMenu: { route: '/pages/v1/header-menu/:company/', answer: 'menuList' },
  posts: { route: '/content/v1/Blog/', answer: 'blogList' },
  post: { route: '/content/v1/Blog/:id', answer: 'blogPost' },
  relatedPosts: { route: '/content/v1/Blog/:id/related', answer: 'relatedPosts' },
  groups: { route: '/content/v1/Groups/', answer: 'groupList' },
  tags: { route: '/content/v1/Tags/', answer: 'tagList' },
  services: { route: '/content/v1/service/', answer: 'serviceList' },
  media: { route: '/content/v1/media/', answer: 'mediaList' },
  portfolio: { route: '/content/v1/Portfolio/', answer: 'portfolioList' },
  portfolioItem: { route: '/content/v1/Portfolio/:id/', answer: 'portfolioItem' },
  customPages: { route: '/content/v1/custom-page/', answer: 'customPageList' },
  directors: { route: '/director/v1/', answer: 'directorList' },
  faqs: { route: '/faq/v1', answer: 'faqList' },
  jobs: { route: '/forms/v1/', answer: 'jobList' },
  form: { route: '/forms/v1/:id/', answer: 'customForm' },
} as const satisfies Record<string, { route: string; answer: string }>;

/**
 * What was withdrawn from visitors since an entry (contract/content-withdrawals.ts), read by
 * their service workers; not one of READS, as no screen reads it.
 */
export const WITHDRAWALS_ROUTE = '/content/v1/withdrawals';

/** What visitors send (POST), and the fields the service reads by name. */
export const SENDS = {
  contactMessage: { route: '/contact-us/v1/' },
  application: { route: '/forms/v1/apply/' },
} as const;
/** The multipart field of an application's PDF. */
export const FILE_FIELD = 'file_field';
/** A field people leave empty and robots fill in, on every form visitors send. */
export const HONEYPOT_FIELD = 'website';

export type ReadName = keyof typeof READS;
export type ReadRoute<N extends ReadName> = (typeof READS)[N]['route'];

/** The query each read takes beyond `lang`, as the service's schema accepts it. */
interface ReadQueries {
  licences: z.input<typeof licenceQuery>;
  pages: z.input<typeof pageQuery>;
  posts: z.input<typeof blogListQuery>;
  tags: z.input<typeof tagListQuery>;
  services: z.input<typeof serviceQuery>;
  media: z.input<typeof catalogueQuery>;
  portfolio: z.input<typeof catalogueQuery>;
  customPages: z.input<typeof customPageQuery>;
  faqs: z.input<typeof faqQuery>;
  jobs: z.input<typeof jobListQuery>;
}

/** The names of a route's path parts: `'id'` for `/content/v1/Blog/:id/related`. */
type PathParts<R extends string> = R extends `${string}:${infer Part}/${infer Rest}`
  ? Part | PathParts<`/${Rest}`>
  : R extends `${string}:${infer Part}`
    ? Part
    : never;

/** What a read is given: its path parts and its query. */
export type ReadInput<N extends ReadName> = Record<PathParts<ReadRoute<N>>, string | number> &
  (N extends keyof ReadQueries ? ReadQueries[N] : Record<never, never>);

/**
 * A route with its path parts filled in, and the rest of the input as its query: the
 * address and query string a read goes to.
 */
export function fillRoute(
  route: string,
  input: Record<string, unknown>,
): { path: string; query: Record<string, unknown> } {
  const query = { ...input };
  const path = route.replace(/:(\w+)/g, (_, part: string) => {
    const value = query[part];
    delete query[part];
    if (value === undefined || value === null || value === '')
      throw new Error(`${route}: no value for :${part}`);
    return encodeURIComponent(String(value));
  });
  return { path, query };
}

/**
 * The whole address of a read under the service's prefix, query string and language
 * included: how scripts and benchmarks that speak HTTP themselves name a call.
 */
export function readAddress<N extends ReadName>(
  name: N,
  lang: string,
  ...[input]: Record<never, never> extends ReadInput<N> ? [ReadInput<N>?] : [ReadInput<N>]
): string {
  const { path, query } = fillRoute(READS[name].route, (input ?? {}) as Record<string, unknown>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(key, String(value));
  search.set('lang', lang);
  return `${API_PREFIX}${path}?${search}`;
}

/** The whole address of a send under the service's prefix, with its language. */
export function sendAddress(name: keyof typeof SENDS, lang: string): string {
  return `${API_PREFIX}${SENDS[name].route}?lang=${encodeURIComponent(lang)}`;
}
