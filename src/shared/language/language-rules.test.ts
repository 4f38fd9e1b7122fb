import { describe, expect, it } from 'vitest';
import { chooseLanguage, fallbackLanguages, initialLanguage } from './language-rules';

const list = [
  { value: 'fa', status: 'active' as const },
  { value: 'en', status: 'active' as const },
  { value: 'tr', status: 'inactive' as const },
];

describe('language rules', () => {
  it('starts from the stored preference, else Persian', () => {
    expect(initialLanguage('en')).toBe('en');
    expect(initialLanguage(null)).toBe('fa');
    expect(initialLanguage('')).toBe('fa');
  });

  it('keeps the stored preference, then the current, then the first active language', () => {
    expect(chooseLanguage(list, 'en', 'fa')).toBe('en');
    expect(chooseLanguage(list, 'tr', 'en')).toBe('en');
    expect(chooseLanguage(list, null, 'de')).toBe('fa');
    expect(chooseLanguage([], null, 'de')).toBe('de');
  });

  it('offers only the current language when the list fails', () => {
    expect(fallbackLanguages('ar')).toEqual([
      { value: 'ar', name: 'AR', label: 'AR', direction: 'rtl', status: 'active' },
    ]);
  });
});
