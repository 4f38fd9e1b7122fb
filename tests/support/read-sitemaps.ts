// Reads the sitemap as a crawler does: the index at /sitemap.xml, then every file it names,
// each parsed as XML. Returns the files as sent (for their sizes) and their addresses.
import type { FastifyInstance } from 'fastify';
import { XMLParser } from 'fast-xml-parser';

/** What the reader needs of an answer. */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Asks the service (with inject) for an address. */
export const fromApp = (app: FastifyInstance) => (url: string) =>
  app.inject({ method: 'GET', url }) as Promise<Answer>;

export interface SitemapUrl {
  loc: string;
  lastmod: string;
  alternates: { hreflang: string; href: string }[];
}

export interface SitemapFileRead {
  loc: string;
  lastmod: string;
  status: number;
  contentType: unknown;
  /** The file as sent, uncompressed. */
  body: string;
  xmlns: string;
  xhtmlNs: string;
  urls: SitemapUrl[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
});

export async function readSitemaps(get: (url: string) => Promise<Answer>, origin: string) {
  const index = await get('/sitemap.xml');
  const { sitemapindex } = parser.parse(index.body) as {
    sitemapindex: { xmlns: string; sitemap?: { loc: string; lastmod: string }[] };
  };
  const files: SitemapFileRead[] = [];
  for (const { loc, lastmod } of sitemapindex.sitemap ?? []) {
    const response = await get(loc.slice(origin.length));
    const { urlset } = parser.parse(response.body) as {
      urlset: {
        xmlns: string;
        'xmlns:xhtml': string;
        url?: {
          loc: string;
          lastmod: string;
          'xhtml:link': { hreflang: string; href: string }[];
        }[];
      };
    };
    files.push({
      loc,
      lastmod,
      status: response.statusCode,
      contentType: response.headers['content-type'],
      body: response.body,
      xmlns: urlset.xmlns,
      xhtmlNs: urlset['xmlns:xhtml'],
      urls: (urlset.url ?? []).map((url) => ({
        loc: url.loc,
        lastmod: url.lastmod,
        alternates: url['xhtml:link'].map(({ hreflang, href }) => ({ hreflang, href })),
      })),
    });
  }
  return {
    index: { status: index.statusCode, contentType: index.headers['content-type'], sitemapindex },
    files,
    urls: files.flatMap((file) => file.urls),
  };
}
