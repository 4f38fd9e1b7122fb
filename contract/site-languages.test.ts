import { describe, expect, it } from 'vitest';
import { addressPrefix, splitLanguage, withLanguage } from './site-addresses';
import {
  DEFAULT_LANGUAGE,
  PREFIXED_LANGUAGES,
  SITE_LANGUAGES,
  directionIn,
  directionOf,
  isSiteLanguage,
} from './site-languages';

describe("the site's languages", () => {
  it('puts every language but Persian under its own address prefix', () => {
    expect(DEFAULT_LANGUAGE).toBe('fa');
    expect(Object.keys(SITE_LANGUAGES)).toEqual(['fa', 'en', 'ar']);
    expect(PREFIXED_LANGUAGES).toEqual(['en', 'ar']);
    expect(withLanguage('fa', '/about')).toBe('/about');
    expect(withLanguage('ar', '/')).toBe('/ar/');
  });

  it('writes Persian and Arabic right to left, and any language it does not know left to right', () => {
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('tr')).toBe('ltr');
    expect(directionOf('constructor')).toBe('ltr');
    expect(isSiteLanguage('toString')).toBe(false);
  });

  it("takes a language's direction from the service's record, else from the site's list", () => {
    const records = [
      { value: 'en', direction: 'ltr' as const },
      { value: 'ku', direction: 'rtl' as const },
    ];
    expect(directionIn(records, 'ku')).toBe('rtl');
    expect(directionIn(records, 'en')).toBe('ltr');
    expect(directionIn(records, 'ar')).toBe('rtl');
    expect(directionIn([], 'fa')).toBe('rtl');
    expect(directionIn([], 'tr')).toBe('ltr');
  });

  it("reads an address's language from the site's prefixes unless told the service's", () => {
    expect(splitLanguage('/en/about')).toEqual({ lang: 'en', path: '/about' });
    expect(splitLanguage('/ar')).toEqual({ lang: 'ar', path: '/' });
    expect(splitLanguage('/fa/about')).toEqual({ path: '/fa/about' });
    expect(splitLanguage('/tr/about')).toEqual({ path: '/tr/about' });
    expect(splitLanguage('/tr/about', ['tr'])).toEqual({ lang: 'tr', path: '/about' });
    expect(splitLanguage('/en/about', ['ar'])).toEqual({ path: '/en/about' });
  });

  it('names the first segment that has the shape of a language code, known or not', () => {
    expect(addressPrefix('/en/about')).toBe('en');
    expect(addressPrefix('/tr')).toBe('tr');
    expect(addressPrefix('/about')).toBeUndefined();
    expect(addressPrefix('/')).toBeUndefined();
  });
});
