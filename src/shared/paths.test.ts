import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '@contract/absolute-url';
import { recordPath } from '@contract/site-pages';
import { idSlug } from '@contract/slug';
import { getHref, splitLanguage, withLanguage } from './paths';

const ORIGIN = 'https://parvaz.example';

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
    expect(decodeURI(getHref.blogPost('fa', 3, 'سفر به کیش'))).toBe('/blog-list/3-سفر-به-کیش');
    expect(getHref.blogPost('en', 3, 'Kish Island in winter')).toBe(
      '/en/blog-list/3-kish-island-in-winter',
    );
    expect(decodeURI(getHref.apply('ar', 1, 'مضيف جوي'))).toBe('/ar/forms/1-مضيف-جوي/apply');
    expect(getHref.careers('en', 'vv')).toBe('/en/vv');
  });

  describe('encode every slug one way, as the service writes the same addresses', () => {
    const ZWNJ = '\u200c';
    const titles = [
      `می${ZWNJ}روم به کیش: قیمت‌ها؟ ۱۰۰٪ / #ارزان & سریع`,
      'رحلات الشتاء إلى مشهد؟ ٢٠٢٦ / عروض #خاصة & أسعار',
      'Kish Island in winter?',
    ];
    const hrefs = (lang: string, text: string) => [
      getHref.blogPost(lang, 7, text),
      getHref.apply(lang, 7, text),
      getHref.customPage(lang, text),
    ];

    it.each(titles)('writes the slug of %s percent-encoded, one part of the path', (title) => {
      const [post, form, page] = hrefs('ar', title);
      const slug = idSlug(7, title);
      expect(post).toBe(`/ar/blog-list/${encodeURIComponent(slug)}`);
      expect(form).toBe(`/ar/forms/${encodeURIComponent(slug)}/apply`);
      expect(page).toBe(`/ar/page/${encodeURIComponent(title)}`);
      // Decoded, the slug is the title's, ZWNJ kept, reserved characters left out of it.
      expect(decodeURIComponent(post!.split('/').at(-1)!)).toBe(slug);
      expect(decodeURIComponent(page!.split('/').at(-1)!)).toBe(title);
    });

    it.each(titles)(
      'gives links to %s that the service writes the same in its canonical links, sitemap and feed',
      (title) => {
        for (const lang of ['fa', 'en', 'ar']) {
          for (const href of hrefs(lang, title)) {
            // ASCII only, and unchanged by the URL parser the service's absoluteUrl uses.
            expect(href).toMatch(/^[\x21-\x7e]+$/);
            expect(absoluteUrl(ORIGIN, href)).toBe(`${ORIGIN}${href}`);
          }
          expect(getHref.blogPost(lang, 7, title)).toBe(
            withLanguage(lang, recordPath.blogPost(7, title)),
          );
          expect(getHref.customPage(lang, title)).toBe(
            withLanguage(lang, recordPath.customPage(title)),
          );
        }
      },
    );
  });
});
