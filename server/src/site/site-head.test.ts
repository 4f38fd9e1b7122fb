// The HTML, sitemap, robots and feed the service sends, read raw (no JavaScript), as a
// crawler or a link preview would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { fromApp, readSitemaps } from '@tests/support/read-sitemaps';

const ORIGIN = 'https://parvaz.example';
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-shell-'));
fs.copyFileSync(path.resolve('index.html'), path.join(siteDir, 'index.html'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ serveSite: true, env: { SITE_DIR: siteDir, PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

function headOf(html: string) {
  const attr = (selector: RegExp) => html.match(selector)?.[1];
  const all = (selector: RegExp) => [...html.matchAll(selector)].map((m) => m[1]!);
  return {
    lang: attr(/<html lang="([^"]+)"/),
    dir: attr(/<html [^>]*dir="([^"]+)"/),
    titles: all(/<title[^>]*>([^<]*)<\/title>/g),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
    og: (property: string) => attr(new RegExp(`<meta property="${property}" content="([^"]*)"`)),
    twitter: (name: string) => attr(new RegExp(`<meta name="${name}" content="([^"]*)"`)),
    feed: attr(/<link rel="alternate" type="application\/rss\+xml"[^>]* href="([^"]+)"/),
    jsonLd: all(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g).map(
      (text) => JSON.parse(text) as Record<string, unknown> & { '@type': string },
    ),
  };
}

const ofType = (items: { '@type': string }[], type: string) =>
  items.find((item) => item['@type'] === type) as Record<string, unknown> | undefined;

describe('server-rendered head', () => {
  it('describes the Persian home page: company, alternates, feed, Organization and FAQPage', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.lang).toBe('fa');
    expect(head.dir).toBe('rtl');
    expect(head.titles).toEqual(['هواپیمایی پرواز']);
    expect(head.description).toMatch(/^وب‌سایت رسمی هواپیمایی پرواز؛/);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.alternates).toEqual({
      fa: `${ORIGIN}/`,
      en: `${ORIGIN}/en/`,
      ar: `${ORIGIN}/ar/`,
      'x-default': `${ORIGIN}/`,
    });
    expect(head.feed).toBe(`${ORIGIN}/feed.xml`);
    expect(head.og('og:title')).toBe('هواپیمایی پرواز');
    expect(head.og('og:url')).toBe(`${ORIGIN}/`);

    const organization = ofType(head.jsonLd, 'Organization')!;
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'هواپیمایی پرواز',
      url: `${ORIGIN}/`,
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service' },
    });
    expect(organization.logo).toMatch(/^https:\/\/parvaz\.example\/cms\/media\//);
    expect((organization.sameAs as string[]).length).toBeGreaterThan(0);
    const faq = ofType(head.jsonLd, 'FAQPage')!;
    const questions = faq.mainEntity as { '@type': string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(4);
    expect(questions[0]!['@type']).toBe('Question');
    expect(questions[0]!.acceptedAnswer.text.length).toBeGreaterThan(0);
    expect(ofType(head.jsonLd, 'BreadcrumbList')).toBeUndefined();
  });

  it('describes a post in English with its own title, image, BlogPosting and breadcrumbs', async () => {
    const response = await get('/en/blog-list/3-kish-island-in-winter');
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.lang).toBe('en');
    expect(head.dir).toBe('ltr');
    expect(head.titles).toEqual(['Kish Island in winter | Parvaz Airlines']);
    expect(head.canonical).toBe(`${ORIGIN}/en/blog-list/3-kish-island-in-winter`);
    expect(head.alternates.fa).toBe(
      `${ORIGIN}/blog-list/3-${encodeURIComponent('سفر-به-کیش-در-زمستان')}`,
    );
    expect(head.alternates['x-default']).toBe(head.alternates.fa);
    expect(head.alternates.ar).toMatch(/^https:\/\/parvaz\.example\/ar\/blog-list\/3-/);
    expect(head.og('og:type')).toBe('article');
    expect(head.og('og:title')).toBe('Kish Island in winter');
    expect(head.og('og:image')).toMatch(/^https:\/\/parvaz\.example\/cms\/media\/.+/);
    expect(head.twitter('twitter:card')).toBe('summary_large_image');
    expect(head.feed).toBe(`${ORIGIN}/en/feed.xml`);

    const post = ofType(head.jsonLd, 'BlogPosting')!;
    expect(post).toMatchObject({
      headline: 'Kish Island in winter',
      inLanguage: 'en',
      mainEntityOfPage: head.canonical,
      datePublished: '2025-02-20T07:15:00Z',
    });
    expect(post.image).toEqual([head.og('og:image')]);
    const crumbs = ofType(head.jsonLd, 'BreadcrumbList')!.itemListElement as {
      position: number;
      name: string;
      item: string;
    }[];
    expect(crumbs.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'Parvaz Airlines', `${ORIGIN}/en/`],
      [2, 'Blog', `${ORIGIN}/en/blog-list`],
      [3, 'Kish Island in winter', head.canonical],
    ]);
  });

  it('describes a job application page with JobPosting', async () => {
    const response = await get(`/forms/${encodeURIComponent('1-مهماندار-پرواز')}/apply`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.titles).toEqual(['مهماندار پرواز | هواپیمایی پرواز']);
    const job = ofType(head.jsonLd, 'JobPosting')!;
    expect(job).toMatchObject({
      title: 'مهماندار پرواز',
      datePosted: '2026-06-01T08:00:00Z',
      hiringOrganization: { '@type': 'Organization', name: 'هواپیمایی پرواز' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
    });
    expect(String(job.description).length).toBeGreaterThan(20);
  });

  it('titles the list and content pages as the SPA does', async () => {
    for (const [url, title] of [
      ['/en/blog-list', 'Blog | Parvaz Airlines'],
      ['/en/about', 'About us | Parvaz Airlines'],
      ['/en/page/privacy-policy', undefined],
      ['/en/portfolio-single', 'Cabin renewal across the fleet | Parvaz Airlines'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const head = headOf(response.body);
      if (title) expect(head.titles).toEqual([title]);
      expect(head.titles[0]).toMatch(/\| Parvaz Airlines$/);
      expect(head.canonical).toBe(`${ORIGIN}${url}`);
      expect(ofType(head.jsonLd, 'BreadcrumbList')).toBeDefined();
      // A page without its own image is shared with the company's.
      expect(head.og('og:image'), url).toMatch(/^https:\/\/parvaz\.example\/cms\/media\/.+/);
      expect(head.twitter('twitter:image'), url).toBe(head.og('og:image'));
    }
  });

  it('sends a wrong slug to the canonical address and unknown pages a 404', async () => {
    const moved = await get('/en/blog-list/3-old-title?x=1');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/en/blog-list/3-kish-island-in-winter?x=1');

    for (const url of ['/nope', '/blog-list/9999-missing', '/xx/about', '/en/page/nope']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
      expect(response.body).not.toMatch(/rel="canonical"/);
    }
    expect((await get('/under-maintenance')).headers.location).toBe('/');
    expect((await get('/en/under-structure')).headers.location).toBe('/en/');
  });
});

describe('sitemap, robots and feed', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

  it('lists every page, post, custom page and job in every active language', async () => {
    const { index, files, urls } = await readSitemaps(fromApp(t.app), ORIGIN);
    expect(index.status).toBe(200);
    expect(index.contentType).toMatch(/^application\/xml/);
    expect(index.sitemapindex.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(files.map((file) => file.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages-1.xml`,
      `${ORIGIN}/sitemaps/posts-1.xml`,
    ]);
    for (const file of files) {
      expect(file.status).toBe(200);
      expect(file.contentType).toMatch(/^application\/xml/);
      expect(file.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      expect(file.xhtmlNs).toBe('http://www.w3.org/1999/xhtml');
    }
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const rows = async (table: 'blog_posts' | 'custom_pages' | 'custom_forms') =>
      (await t.db.selectFrom(table).select(['id', 'lang']).execute()).filter((r) =>
        ['fa', 'en', 'ar'].includes(r.lang),
      );
    const posts = await rows('blog_posts');
    const others = (await rows('custom_pages')).length + (await rows('custom_forms')).length;
    expect(files[0]!.urls).toHaveLength(9 * 3 + others);
    expect(files[1]!.urls).toHaveLength(posts.length);
    for (const post of posts) {
      const prefix = post.lang === 'fa' ? '' : `/${post.lang}`;
      const start = `${ORIGIN}${prefix}/blog-list/${post.id}-`;
      expect(files[1]!.urls.some((url) => url.loc.startsWith(start))).toBe(true);
    }
    for (const url of urls) {
      expect(url.loc).toMatch(/^https:\/\/parvaz\.example\/[\x21-\x7e]*$/);
      expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
      const languages = url.alternates.map((l) => l.hreflang);
      expect(languages.at(-1)).toBe('x-default');
      expect(languages.slice(0, -1).every((code) => ['fa', 'en', 'ar'].includes(code))).toBe(true);
      expect(url.alternates.map((l) => l.href)).toContain(url.loc);
    }
    // A post not written in Arabic is listed in Persian and English only.
    const untranslated = posts.find((p) => !posts.some((q) => q.id === p.id && q.lang === 'ar'));
    expect(untranslated).toBeDefined();
    const entry = urls.find((u) =>
      u.loc.startsWith(`${ORIGIN}/en/blog-list/${untranslated!.id}-`),
    )!;
    expect(entry.alternates.map((l) => l.hreflang)).toEqual(['fa', 'en', 'x-default']);
  });

  it('points robots to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.body).toMatch(/^User-agent: \*$/m);
  });

  it('has a blog feed per language with the newest posts first', async () => {
    const response = await get('/en/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const { rss } = parser.parse(response.body) as {
      rss: {
        version: string;
        channel: {
          title: string;
          language: string;
          item: { title: string; link: string; pubDate: string; guid: { '#text': string } }[];
        };
      };
    };
    expect(rss.version).toBe('2.0');
    expect(rss.channel.language).toBe('en');
    expect(rss.channel.title).toBe('Blog | Parvaz Airlines');
    expect(rss.channel.item).toHaveLength(20);
    expect(rss.channel.item[0]!.title).toBe('Your questions about checked baggage');
    expect(rss.channel.item[0]!.link).toBe(
      `${ORIGIN}/en/blog-list/22-your-questions-about-checked-baggage`,
    );
    const dates = rss.channel.item.map((item) => Date.parse(item.pubDate));
    expect(dates.every((d, i) => i === 0 || d <= dates[i - 1]!)).toBe(true);

    const persian = parser.parse((await get('/feed.xml')).body) as {
      rss: { channel: { language: string; item: { link: string }[] } };
    };
    expect(persian.rss.channel.language).toBe('fa');
    expect(persian.rss.channel.item[0]!.link).toMatch(
      /^https:\/\/parvaz\.example\/blog-list\/22-%/,
    );
  });
});
