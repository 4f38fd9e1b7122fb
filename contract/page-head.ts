// A page's document head, described once for both sides: the service writes it into the
// HTML (server/src/site/render-head.ts), the SPA renders it as React elements
// (src/app/head/site-head.tsx). Title with the company name, description, canonical and
// hreflang links or robots noindex, the blog feed, favicon, the company's meta tags, Open
// Graph, Twitter card and JSON-LD, each a plain element description.
import type { Company } from './company';
import { absoluteUrl } from './absolute-url';
import { headTagsOf } from './meta-tags';
import type { PageMeta } from './page-meta';
import { feedPath, withLanguage } from './site-addresses';
import { DEFAULT_LANGUAGE } from './site-languages';

export interface HeadElement {
  element: 'title' | 'meta' | 'link' | 'script';
  /** Attributes with a value; empty ones are left out. */
  attributes: Record<string, string>;
  text?: string;
  /** 'shell' for what every page of the site carries, 'page' for what describes this one. */
  scope: 'shell' | 'page';
}

export interface PageHeadInput {
  page: PageMeta;
  company: Company | undefined;
  lang: string;
  /** The origin of absolute addresses (canonical, feed, share image). */
  origin: string;
  /** The page's address in every language it exists in, by language code: `{}` for an
   * address that is no page (then search engines are asked not to index it); left out
   * where it is not known (in the SPA), then the canonical comes from `page.path`. */
  alternates?: Record<string, string>;
  jsonLd?: unknown[];
  /** The site's name while the company record is missing. */
  fallbackName?: string;
}

const OG_LOCALES: Record<string, string> = { fa: 'fa_IR', en: 'en_US', ar: 'ar_AR' };

function element(
  name: HeadElement['element'],
  scope: HeadElement['scope'],
  attributes: Record<string, string | undefined>,
  text?: string,
): HeadElement {
  const present = Object.entries(attributes).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  return { element: name, attributes: Object.fromEntries(present), text, scope };
}

/** The company's share image (its og:image tag, else its logo), for pages without one. */
function defaultShareImage(company: Company | undefined): string | undefined {
  const tag = company?.meta_tags.find((t) => t.type === 'og' && t.key === 'og:image');
  return tag?.content || company?.logo || undefined;
}

function addressLinks(alternates: Record<string, string> | undefined, canonical?: string) {
  if (!canonical) {
    return alternates ? [element('meta', 'page', { name: 'robots', content: 'noindex' })] : [];
  }
  const languages = Object.entries(alternates ?? {});
  if (alternates && languages.length > 0) {
    languages.push(['x-default', alternates[DEFAULT_LANGUAGE] ?? '']);
  }
  return [
    element('link', 'page', { rel: 'canonical', href: canonical }),
    ...languages.map(([hreflang, href]) =>
      element('link', 'page', { rel: 'alternate', hreflang, href }),
    ),
  ];
}

/** The company's own tags, less the Open Graph ones this page says itself. */
function companyTags(company: Company | undefined, pageOg: Record<string, string | undefined>) {
  // The browser warns about unknown tag types; the service would repeat it on every page.
  return headTagsOf(company?.meta_tags ?? [], () => undefined)
    .filter((t) => !('property' in t && pageOg[t.property]))
    .map(({ element: name, ...attributes }) => element(name, 'shell', attributes));
}

/** The title as a tab shows it: the page's own title, then the site's name. */
function pageTitle(page: PageMeta, name: string): string {
  return page.title ? `${page.title} | ${name}` : name;
}

export function pageHead(input: PageHeadInput): HeadElement[] {
  const { page, company, lang, origin, alternates } = input;
  const name = company?.name ?? input.fallbackName ?? '';
  const canonical = alternates
    ? alternates[lang]
    : page.path && absoluteUrl(origin, withLanguage(lang, page.path));
  const description = page.description ?? company?.description ?? input.fallbackName ?? '';
  const ownImage = page.image || defaultShareImage(company);
  const image = ownImage ? absoluteUrl(origin, ownImage) : undefined;
  const type = page.type ?? 'website';
  const pageOg: Record<string, string | undefined> = {
    'og:title': page.title ?? name,
    'og:description': description,
    'og:url': canonical,
    'og:type': type,
    'og:site_name': company?.name,
    'og:locale': OG_LOCALES[lang] ?? lang,
    'og:image': image,
    'article:published_time': type === 'article' ? page.published : undefined,
  };
  const twitter = {
    'twitter:card': image ? 'summary_large_image' : 'summary',
    'twitter:title': page.title ?? name,
    'twitter:description': description,
    'twitter:image': image,
  };
  return [
    element('title', 'shell', {}, pageTitle(page, name)),
    element('meta', 'shell', { name: 'description', content: description }),
    ...addressLinks(alternates, canonical),
    element('link', 'shell', {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: company?.name,
      href: absoluteUrl(origin, feedPath(lang)),
    }),
    ...(company?.favicon ? [element('link', 'shell', { rel: 'icon', href: company.favicon })] : []),
    ...companyTags(company, pageOg),
    ...Object.entries(pageOg)
      .filter(([, content]) => content)
      .map(([property, content]) => element('meta', 'page', { property, content })),
    ...Object.entries(twitter)
      .filter(([, content]) => content)
      .map(([name, content]) => element('meta', 'page', { name, content })),
    // `<` as \u003c keeps `</script>` inside the data from closing the element.
    ...(input.jsonLd ?? []).map((data) =>
      element(
        'script',
        'page',
        { type: 'application/ld+json' },
        JSON.stringify(data).replace(/</g, '\\u003c'),
      ),
    ),
  ];
}
