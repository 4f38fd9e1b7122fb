// /sitemap.xml: every page in every active language, each with its last change and links
// to its other language versions (xhtml:link alternates, as search engines read them).
import { XMLBuilder } from 'fast-xml-parser';
import { absoluteUrl } from './absolute-url';
import type { SiteEntry } from './site-entries';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
});

export function renderSitemap(origin: string, groups: SiteEntry[][], defaultLanguage: string) {
  const url = groups.flatMap((group) => {
    const alternates = group.map((entry) => ({
      '@_rel': 'alternate',
      '@_hreflang': entry.lang,
      '@_href': absoluteUrl(origin, entry.path),
    }));
    const fallback = group.find((entry) => entry.lang === defaultLanguage) ?? group[0]!;
    alternates.push({
      '@_rel': 'alternate',
      '@_hreflang': 'x-default',
      '@_href': absoluteUrl(origin, fallback.path),
    });
    return group.map((entry) => ({
      loc: absoluteUrl(origin, entry.path),
      lastmod: entry.lastmod,
      'xhtml:link': alternates,
    }));
  });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: {
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      url,
    },
  }) as string;
}
