// The sitemaps' XML (sitemaps.org 0.9). A sitemap file lists pages, each language version
// with its last change and links to its other versions (xhtml:link alternates, as search
// engines read them); it is written in parts (opening, pages, closing) so a file can be
// sent as it is read. The index names the files and when each last changed.
import { XMLBuilder } from 'fast-xml-parser';
import { absoluteUrl } from '@contract/absolute-url';
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

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/**
 * One page's `<url>` elements, one per language version, each naming all of them. Written
 * as text, not through the builder: at 100,000 posts a language the files hold hundreds of
 * megabytes of these, and the builder's generic walk took most of the time of writing them.
 */
export function renderUrls(origin: string, group: SiteEntry[], defaultLanguage: string): string {
  const hrefs = group.map((entry) => escapeXml(absoluteUrl(origin, entry.path)));
  const fallback = Math.max(
    0,
    group.findIndex((entry) => entry.lang === defaultLanguage),
  );
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${href}"/>`;
  const links =
    group.map((entry, i) => link(entry.lang, hrefs[i]!)).join('') +
    link('x-default', hrefs[fallback]!);
  return group
    .map(
      (entry, i) =>
        `<url><loc>${hrefs[i]}</loc><lastmod>${escapeXml(entry.lastmod)}</lastmod>${links}</url>`,
    )
    .join('');
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
