// A page's document head, described once for both sides: the service writes it into the
// HTML (server/src/site/render-head.ts), the SPA renders it as React elements
// (src/app/head/site-head.tsx). Title with the company name, description, canonical and
// hreflang links or robots noindex, the blog feed, favicon, the company's meta tags, Open
// Graph, Twitter card and JSON-LD, each a plain element description.
import type { Company } from './company';
import { absoluteUrl } from './absolute-url';
import { headTagsOf } from './meta-tags';
import { headElement } from './head-element';
import type { HeadElement } from './head-element';
import type { PageMeta } from './page-meta';
import { defaultShareImage, openGraph, pageMetas, twitterCard } from './share-tags';
import type { Summary } from './share-tags';
import { feedPath, withLanguage } from './site-addresses';
import { DEFAULT_LANGUAGE } from './site-languages';

export interface PageHeadInput {
  page: PageMeta;
  company: Company | undefined;
  lang: string;
  /** The origin of absolute addresses (canonical, feed, share image). */
  origin: string;
  /** The page's address in every language it exists in, by language code: `{}` for an
   * address that is no page (as for `page.missing`: then search engines are asked not to
   * index it); left out where it is not known (in the SPA), then the canonical comes from
   * `page.path`. */
  alternates?: Record<string, string>;
  jsonLd?: unknown[];
  /** The site's name while the company record is missing. */
  fallbackName?: string;
}

function addressLinks(alternates: Record<string, string> | undefined, canonical?: string) {
  if (!canonical) {
    return alternates ? [headElement('meta', 'page', { name: 'robots', content: 'noindex' })] : [];
  }
  const languages = Object.entries(alternates ?? {});
  if (alternates && languages.length > 0) {
    languages.push(['x-default', alternates[DEFAULT_LANGUAGE] ?? '']);
  }
  return [
    headElement('link', 'page', { rel: 'canonical', href: canonical }),
    ...languages.map(([hreflang, href]) =>
      headElement('link', 'page', { rel: 'alternate', hreflang, href }),
    ),
  ];
}

/** The company's own tags, less the Open Graph ones this page says itself. */
function companyTags(company: Company | undefined, pageOg: Record<string, string | undefined>) {
  // The browser warns about unknown tag types; the service would repeat it on every page.
  return headTagsOf(company?.meta_tags ?? [], () => undefined)
    .filter((t) => !('property' in t && pageOg[t.property]))
    .map(({ element: name, ...attributes }) => headElement(name, 'shell', attributes));
}

/** The title as a tab shows it: the page's own title, then the site's name. */
function pageTitle(page: PageMeta, name: string): string {
  return page.title ? `${page.title} | ${name}` : name;
}

export function pageHead(input: PageHeadInput): HeadElement[] {
  const { page, company, lang, origin } = input;
  const alternates = page.missing ? {} : input.alternates;
  const name = company?.name ?? input.fallbackName ?? '';
  const ownImage = page.image || defaultShareImage(company);
  const summary: Summary = {
    title: page.title ?? name,
    description: page.description ?? company?.description ?? input.fallbackName ?? '',
    canonical: alternates
      ? alternates[lang]
      : page.path && absoluteUrl(origin, withLanguage(lang, page.path)),
    image: ownImage ? absoluteUrl(origin, ownImage) : undefined,
  };
  const og = openGraph(page, summary, company?.name, lang);
  return [
    headElement('title', 'shell', {}, pageTitle(page, name)),
    headElement('meta', 'shell', { name: 'description', content: summary.description }),
    ...addressLinks(alternates, summary.canonical),
    headElement('link', 'shell', {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: company?.name,
      href: absoluteUrl(origin, feedPath(lang)),
    }),
    ...(company?.favicon
      ? [headElement('link', 'shell', { rel: 'icon', href: company.favicon })]
      : []),
    ...companyTags(company, og),
    ...pageMetas('property', og),
    ...pageMetas('name', twitterCard(summary)),
    // `<` as \u003c keeps `</script>` inside the data from closing the element.
    ...(input.jsonLd ?? []).map((data) =>
      headElement(
        'script',
        'page',
        { type: 'application/ld+json' },
        JSON.stringify(data).replace(/</g, '\\u003c'),
      ),
    ),
  ];
}
