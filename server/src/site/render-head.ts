// The head the service writes into the app shell: title, description, canonical and
// hreflang links, the feed, the company's meta tags, Open Graph and Twitter cards, and
// JSON-LD. Tags the SPA renders itself are marked `data-ssr-head="shell"` (it removes them
// when it takes over); page tags are marked "page" (kept until the first navigation).
import type { Company } from '@contract/company';
import { headTagsOf } from '@contract/meta-tags';
import { withLanguage } from '@contract/site-addresses';
import { absoluteUrl } from './absolute-url';
import { replaceLiteral } from './replace-literal';
import type { PageDescription } from './describe-page';

export interface HeadInput {
  origin: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  company: Company | undefined;
  page: PageDescription;
  /** The page's address in every language it exists in, by language code; empty for an
   * address that is no page (then the head asks search engines not to index it). */
  alternates: Record<string, string>;
  defaultLanguage: string;
  feedPath: string;
  jsonLd: unknown[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function tag(name: string, attributes: Record<string, string | undefined>, kind: 'shell' | 'page') {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => ` ${key}="${escapeHtml(value!)}"`)
    .join('');
  return `<${name}${attrs} data-ssr-head="${kind}">`;
}

/** The full title as the SPA shows it: the page's own title, then the company name. */
export function fullTitle(page: PageDescription, company: Company | undefined): string {
  const name = company?.name ?? '';
  return page.title ? `${page.title} | ${name}` : name;
}

/** The company's share image (its og:image tag, else its logo), for pages without one. */
function defaultShareImage(company: Company | undefined): string | undefined {
  const tag = company?.meta_tags.find((t) => t.type === 'og' && t.key === 'og:image');
  return tag?.content || company?.logo || undefined;
}

const OG_LOCALES: Record<string, string> = { fa: 'fa_IR', en: 'en_US', ar: 'ar_AR' };

export function renderHead(input: HeadInput): string {
  const { origin, lang, company, page, alternates } = input;
  const canonical = alternates[lang];
  const title = fullTitle(page, company);
  const description = page.description ?? company?.description ?? '';
  const ownImage = page.image || defaultShareImage(company);
  const image = ownImage ? absoluteUrl(origin, ownImage) : undefined;
  const pageOg: Record<string, string | undefined> = {
    'og:title': page.title ?? company?.name,
    'og:description': description,
    'og:url': canonical,
    'og:type': page.type,
    'og:site_name': company?.name,
    'og:locale': OG_LOCALES[lang] ?? lang,
    'og:image': image,
  };
  // The browser warns about unknown tag types; every page render here would repeat it.
  const companyTags = headTagsOf(company?.meta_tags ?? [], () => undefined).filter(
    (t) => !('property' in t && t.property in pageOg && pageOg[t.property]),
  );

  const lines = [
    `<title data-ssr-head="shell">${escapeHtml(title)}</title>`,
    tag('meta', { name: 'description', content: description }, 'shell'),
    ...(canonical
      ? [
          tag('link', { rel: 'canonical', href: canonical }, 'page'),
          ...Object.entries(alternates).map(([code, href]) =>
            tag('link', { rel: 'alternate', hreflang: code, href }, 'page'),
          ),
          tag(
            'link',
            { rel: 'alternate', hreflang: 'x-default', href: alternates[input.defaultLanguage] },
            'page',
          ),
        ]
      : [tag('meta', { name: 'robots', content: 'noindex' }, 'page')]),
    tag(
      'link',
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: company?.name,
        href: absoluteUrl(origin, input.feedPath),
      },
      'shell',
    ),
    ...(company?.favicon ? [tag('link', { rel: 'icon', href: company.favicon }, 'shell')] : []),
    ...companyTags.map((t) =>
      t.element === 'link'
        ? tag('link', { rel: t.rel, href: t.href, media: t.media }, 'shell')
        : 'property' in t
          ? tag('meta', { property: t.property, content: t.content }, 'shell')
          : tag('meta', { name: t.name, content: t.content, media: t.media }, 'shell'),
    ),
    ...Object.entries(pageOg)
      .filter(([, content]) => content)
      .map(([property, content]) => tag('meta', { property, content }, 'page')),
    ...(page.published && page.type === 'article'
      ? [tag('meta', { property: 'article:published_time', content: page.published }, 'page')]
      : []),
    tag(
      'meta',
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      'page',
    ),
    tag('meta', { name: 'twitter:title', content: page.title ?? company?.name }, 'page'),
    tag('meta', { name: 'twitter:description', content: description }, 'page'),
    ...(image ? [tag('meta', { name: 'twitter:image', content: image }, 'page')] : []),
    ...input.jsonLd.map(
      (data) =>
        `<script type="application/ld+json" data-ssr-head="page">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ];
  return lines.join('\n    ');
}

/** Puts the head into the built shell: the language and direction on <html>, the tags
 * in place of the shell's own title and description. */
export function fillShell(shell: string, input: HeadInput): string {
  const opened = replaceLiteral(
    shell,
    /<html[^>]*>/,
    `<html lang="${escapeHtml(input.lang)}" dir="${input.dir}">`,
  )
    .replace(/<title[^>]*>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '');
  // Each language is its own installable app (src/app/pwa/web-manifests.ts).
  const withManifest = replaceLiteral(
    opened,
    /<link rel="manifest"[^>]*>/,
    `<link rel="manifest" href="${escapeHtml(withLanguage(input.lang, '/manifest.webmanifest'))}" />`,
  );
  return replaceLiteral(withManifest, '</head>', `  ${renderHead(input)}\n  </head>`);
}
