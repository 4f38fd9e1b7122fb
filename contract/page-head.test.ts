import { describe, expect, it } from 'vitest';
import type { Company } from './company';
import { pageHead } from './page-head';
import type { HeadElement } from './head-element';

const ORIGIN = 'https://parvaz.example';
const company = {
  name: 'Parvaz Airlines',
  description: 'The airline of the plateau',
  favicon: '/cms/media/favicon.png',
  logo: '/cms/media/logo.png',
  meta_tags: [
    { key: 'og:image', content: '/cms/media/share.png', type: 'og' },
    { key: 'theme-color', content: '#0b2545', type: 'meta' },
    { key: 'tracker', content: 'https://t.example/t.js', type: 'script' },
  ],
} as Company;

const find = (head: HeadElement[], key: string, value: string) =>
  head.filter((tag) => tag.attributes[key] === value);
const content = (head: HeadElement[], key: string, value: string) =>
  find(head, key, value)[0]?.attributes.content;

describe('pageHead', () => {
  it('titles the page with the company name and describes it for sharing', () => {
    const head = pageHead({
      page: { path: '/blog-list/3-kish', title: 'Kish', type: 'article', published: '2025-02-20' },
      company,
      lang: 'en',
      origin: ORIGIN,
    });
    expect(head[0]).toEqual({
      element: 'title',
      attributes: {},
      text: 'Kish | Parvaz Airlines',
      scope: 'shell',
    });
    expect(content(head, 'name', 'description')).toBe('The airline of the plateau');
    expect(content(head, 'property', 'og:title')).toBe('Kish');
    expect(content(head, 'property', 'og:url')).toBe(`${ORIGIN}/en/blog-list/3-kish`);
    expect(content(head, 'property', 'og:locale')).toBe('en_US');
    expect(content(head, 'property', 'article:published_time')).toBe('2025-02-20');
    // Without an image of its own, the page is shared with the company's.
    expect(content(head, 'property', 'og:image')).toBe(`${ORIGIN}/cms/media/share.png`);
    expect(content(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(find(head, 'rel', 'alternate')[0]?.attributes).toEqual({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Parvaz Airlines',
      href: `${ORIGIN}/en/feed.xml`,
    });
    expect(find(head, 'rel', 'icon')).toHaveLength(1);
    // The company's own og:image gives way to the page's; unknown tag types are left out.
    expect(find(head, 'property', 'og:image')).toHaveLength(1);
    expect(content(head, 'name', 'theme-color')).toBe('#0b2545');
    expect(head.some((tag) => tag.element === 'script')).toBe(false);
  });

  it('links every language version when the alternates are known, with JSON-LD', () => {
    const head = pageHead({
      page: { path: '/about', title: 'About' },
      company,
      lang: 'en',
      origin: ORIGIN,
      alternates: { fa: `${ORIGIN}/about`, en: `${ORIGIN}/en/about` },
      jsonLd: [{ '@type': 'Organization', name: '</script>' }],
    });
    const links = head.filter(
      (tag) => tag.attributes.hreflang || tag.attributes.rel === 'canonical',
    );
    expect(
      links.map((tag) => [tag.attributes.hreflang ?? 'canonical', tag.attributes.href]),
    ).toEqual([
      ['canonical', `${ORIGIN}/en/about`],
      ['fa', `${ORIGIN}/about`],
      ['en', `${ORIGIN}/en/about`],
      ['x-default', `${ORIGIN}/about`],
    ]);
    expect(links.every((tag) => tag.scope === 'page')).toBe(true);
    const script = head.find((tag) => tag.element === 'script')!;
    expect(script.text).not.toContain('</script>');
    expect(JSON.parse(script.text!)).toEqual({ '@type': 'Organization', name: '</script>' });
  });

  it('asks not to index an address known to be no page', () => {
    const head = pageHead({
      page: { title: 'Not found' },
      company,
      lang: 'fa',
      origin: ORIGIN,
      alternates: {},
    });
    expect(content(head, 'name', 'robots')).toBe('noindex');
    expect(find(head, 'rel', 'canonical')).toEqual([]);
    expect(content(head, 'property', 'og:url')).toBeUndefined();
  });

  it('asks not to index a not-found screen, whatever its address', () => {
    const head = pageHead({
      page: { path: '/blog-list/999-x', title: 'Page not found', missing: true },
      company,
      lang: 'en',
      origin: ORIGIN,
    });
    expect(content(head, 'name', 'robots')).toBe('noindex');
    expect(find(head, 'rel', 'canonical')).toEqual([]);
  });

  it('gives the canonical of the page path alone when the alternates are not known', () => {
    const head = pageHead({ page: { path: '/' }, company, lang: 'fa', origin: ORIGIN });
    expect(find(head, 'rel', 'canonical')[0]?.attributes.href).toBe(`${ORIGIN}/`);
    expect(head.some((tag) => tag.attributes.hreflang || tag.attributes.name === 'robots')).toBe(
      false,
    );
    expect(head[0]?.text).toBe('Parvaz Airlines');
  });

  it('names the site with the fallback while the company is unknown, leaving out empty tags', () => {
    const head = pageHead({
      page: {},
      company: undefined,
      lang: 'fa',
      origin: ORIGIN,
      fallbackName: 'Airline official website',
    });
    expect(head[0]?.text).toBe('Airline official website');
    expect(content(head, 'name', 'description')).toBe('Airline official website');
    expect(head.every((tag) => Object.values(tag.attributes).every(Boolean))).toBe(true);
    expect(content(head, 'name', 'twitter:card')).toBe('summary');
    expect(find(head, 'name', 'twitter:image')).toEqual([]);
  });
});
