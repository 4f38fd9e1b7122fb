import { describe, expect, it } from 'vitest';
import { getHref, splitLanguage, withLanguage } from './paths';

describe('addresses per language', () => {
  it('keeps Persian at the plain paths and prefixes the others', () => {
    expect(withLanguage('fa', '/about')).toBe('/about');
    expect(withLanguage('en', '/about')).toBe('/en/about');
    expect(withLanguage('ar', '/')).toBe('/ar/');
  });

  it('reads the language prefix off an address', () => {
    expect(splitLanguage('/en/blog-list', ['en', 'ar'])).toEqual({
      lang: 'en',
      path: '/blog-list',
    });
    expect(splitLanguage('/ar/', ['en', 'ar'])).toEqual({ lang: 'ar', path: '/' });
    expect(splitLanguage('/blog-list', ['en', 'ar'])).toEqual({ path: '/blog-list' });
    expect(splitLanguage('/fa/about', ['fa', 'en'])).toEqual({ path: '/fa/about' });
    expect(splitLanguage('/de/about', ['en'])).toEqual({ path: '/de/about' });
  });

  it('builds post and form addresses from the id and the slug of the title', () => {
    expect(getHref.blogPost('fa', 3, 'سفر به کیش')).toBe('/blog-list/3-سفر-به-کیش');
    expect(getHref.blogPost('en', 3, 'Kish Island in winter')).toBe(
      '/en/blog-list/3-kish-island-in-winter',
    );
    expect(getHref.apply('ar', 1, 'مضيف جوي')).toBe('/ar/forms/1-مضيف-جوي/apply');
    expect(getHref.careers('en', 'vv')).toBe('/en/vv');
  });
});
