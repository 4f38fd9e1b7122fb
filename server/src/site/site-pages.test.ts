// The service finds each page of the site's table (contract/site-pages.ts) at the address
// the site links to, and nothing at the shapes around it.
import { describe, expect, it } from 'vitest';
import { SITEMAP_FIXED_PAGES, SITE_PAGES, recordPath } from '@contract/site-pages';
import { matchSitePage } from './site-pages';

describe('the site pages as the service matches them', () => {
  it('finds every fixed page at its address, with its content record', () => {
    expect(matchSitePage(SITE_PAGES.home)).toEqual({ kind: 'home' });
    expect(matchSitePage(SITE_PAGES.portfolioSingle)).toEqual({ kind: 'portfolio-single' });
    for (const { name, path, policy } of SITEMAP_FIXED_PAGES) {
      if (name === 'home' || name === 'portfolioSingle') continue;
      expect(matchSitePage(path)).toEqual({ kind: 'content', policy, path });
      expect(matchSitePage(`${path}/`)).toEqual({ kind: 'content', policy, path });
    }
    expect(matchSitePage(SITE_PAGES.underStructure)).toEqual({ kind: 'redirect-home' });
    expect(matchSitePage(SITE_PAGES.underMaintenance)).toEqual({ kind: 'redirect-home' });
  });

  it('finds a post, a custom page and a job form at the addresses the site writes', () => {
    const post = recordPath.blogPost(3, 'Kish Island in winter');
    expect(post).toBe('/blog-list/3-kish-island-in-winter');
    expect(matchSitePage(post)).toEqual({ kind: 'post', id: 3, slug: '3-kish-island-in-winter' });

    // Written percent-encoded, as a link and the address bar carry it.
    const persian = recordPath.apply(1, 'مهماندار پرواز');
    expect(persian).toBe(encodeURI('/forms/1-مهماندار-پرواز/apply'));
    expect(matchSitePage(persian)).toEqual({
      kind: 'apply',
      id: 1,
      slug: '1-مهماندار-پرواز',
    });

    expect(matchSitePage(recordPath.customPage('privacy-policy'))).toEqual({
      kind: 'custom',
      slug: 'privacy-policy',
    });
  });

  it('finds nothing at the shapes around them', () => {
    for (const path of [
      '/blog-list/no-id-here',
      '/blog-list/3-kish/more',
      '/forms/1-x',
      '/forms/1-x/send',
      '/forms/no-id/apply',
      '/page',
      '/page/%E0%A4%A',
      '/page//',
      '/abouts',
      '/nowhere',
    ]) {
      expect(matchSitePage(path), path).toEqual({ kind: 'unknown' });
    }
  });
});
