// How a page looks when it is shared: Open Graph, article time and the Twitter card, from
// the page's summary (contract/page-head.ts).
import type { Company } from './company';
import { headElement } from './head-element';
import type { PageMeta } from './page-meta';

const OG_LOCALES: Record<string, string> = { fa: 'fa_IR', en: 'en_US', ar: 'ar_AR' };

/** The company's share image (its og:image tag, else its logo), for pages without one. */
export function defaultShareImage(company: Company | undefined): string | undefined {
  const tag = company?.meta_tags.find((t) => t.type === 'og' && t.key === 'og:image');
  return tag?.content || company?.logo || undefined;
}

/** What every card of the page says: its name, text, address and image. */
export interface Summary {
  title: string;
  description: string;
  canonical: string | undefined;
  image: string | undefined;
}

export function openGraph(
  page: PageMeta,
  summary: Summary,
  siteName: string | undefined,
  lang: string,
) {
  const type = page.type ?? 'website';
  return {
    'og:title': summary.title,
    'og:description': summary.description,
    'og:url': summary.canonical,
    'og:type': type,
    'og:site_name': siteName,
    'og:locale': OG_LOCALES[lang] ?? lang,
    'og:image': summary.image,
    'article:published_time': type === 'article' ? page.published : undefined,
  };
}

export function twitterCard(summary: Summary) {
  return {
    'twitter:card': summary.image ? 'summary_large_image' : 'summary',
    'twitter:title': summary.title,
    'twitter:description': summary.description,
    'twitter:image': summary.image,
  };
}

/** Page meta tags from a table of their values, those without one left out. */
export function pageMetas(key: 'property' | 'name', values: Record<string, string | undefined>) {
  return Object.entries(values)
    .filter(([, content]) => content)
    .map(([value, content]) => headElement('meta', 'page', { [key]: value, content }));
}
