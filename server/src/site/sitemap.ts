// The sitemaps' XML (sitemaps.org 0.9). A sitemap file lists pages, each language version
// with its last change and links to its other versions (xhtml:link alternates, as search
// engines read them); it is written in parts (opening, pages, closing) so a file can be
// sent as it is read. The index names the files and when each last changed.
import { XMLBuilder } from 'fast-xml-parser';
import { absoluteUrl } from './absolute-url';
import type { SiteEntry } from './site-entries';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } };

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
});

/** A file's opening and closing, around the pages written between them. */
export const URLSET = (() => {
  const mark = 'URLS';
  const [opening, closing] = (
    builder.build({
      ...DECLARATION,
      urlset: {
        '@_xmlns': SITEMAP_NS,
        '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
        '#text': mark,
      },
    }) as string
  ).split(mark) as [string, string];
  return { opening, closing };
})();

/** One page's `<url>` elements, one per language version, each naming all of them. */
export function renderUrls(origin: string, group: SiteEntry[], defaultLanguage: string): string {
  const hrefs = group.map((entry) => absoluteUrl(origin, entry.path));
  const fallback = Math.max(
    0,
    group.findIndex((entry) => entry.lang === defaultLanguage),
  );
  const alternates = [
    ...group.map((entry, i) => ({
      '@_rel': 'alternate',
      '@_hreflang': entry.lang,
      '@_href': hrefs[i],
    })),
    { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': hrefs[fallback] },
  ];
  const url = group.map((entry, i) => ({
    loc: hrefs[i],
    lastmod: entry.lastmod,
    'xhtml:link': alternates,
  }));
  return builder.build({ url }) as string;
}

export function renderSitemapIndex(
  origin: string,
  files: { path: string; lastmod: string }[],
): string {
  return builder.build({
    ...DECLARATION,
    sitemapindex: {
      '@_xmlns': SITEMAP_NS,
      sitemap: files.map((file) => ({
        loc: absoluteUrl(origin, file.path),
        lastmod: file.lastmod,
      })),
    },
  }) as string;
}
