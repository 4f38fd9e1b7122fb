// The sitemap's `<url>` elements are written as text: every address and date must come back
// whole from a strict XML parser, whatever characters the address holds.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { URLSET, renderUrls } from './sitemap';

describe('sitemap url elements', () => {
  it('escapes what XML reserves and names every version and x-default', () => {
    const group = [
      { lang: 'fa', path: "/blog-list/7-کیش-&-قشم-'ویژه'", lastmod: '2026-01-02T03:04:05.000Z' },
      { lang: 'en', path: '/en/blog-list/7-kish-&-"qeshm"-<deals>', lastmod: '2026-01-03' },
    ];
    const xml = URLSET.opening + renderUrls('https://parvaz.example', group, 'fa') + URLSET.closing;
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml)
      .urlset.url as {
      loc: string;
      lastmod: string;
      'xhtml:link': { hreflang: string; href: string }[];
    }[];
    const hrefs = group.map((entry) => new URL(entry.path, 'https://parvaz.example/').href);
    expect(parsed.map((url) => url.loc)).toEqual(hrefs);
    expect(parsed.map((url) => url.lastmod)).toEqual(group.map((entry) => entry.lastmod));
    for (const url of parsed)
      expect(url['xhtml:link'].map((link) => [link.hreflang, link.href])).toEqual([
        ['fa', hrefs[0]],
        ['en', hrefs[1]],
        ['x-default', hrefs[0]],
      ]);
  });
});
