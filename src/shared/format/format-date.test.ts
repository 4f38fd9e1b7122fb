import { describe, expect, it } from 'vitest';
import { formatDate, formatDigits, formatNumber } from './format-date';

describe('formatDate', () => {
  it('writes Persian dates in the solar calendar with Persian digits', () => {
    const text = formatDate('2025-03-21T08:00:00Z', 'fa');
    expect(text).toContain('۱۴۰۴');
    expect(text).toContain('فروردین');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('writes English dates in the Gregorian calendar', () => {
    expect(formatDate('2025-03-21T08:00:00Z', 'en')).toBe('21 March 2025');
  });

  it('gives nothing for a broken date and formats numbers per language', () => {
    expect(formatDate('yesterday', 'fa')).toBe('');
    expect(formatNumber(1234, 'fa')).toBe('۱٬۲۳۴');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  it("writes a code's digits in the language's digits and keeps everything else", () => {
    expect(formatDigits('+98-21-45800000', 'fa')).toBe('+۹۸-۲۱-۴۵۸۰۰۰۰۰');
    expect(formatDigits('+98-21-45800000', 'ar')).toBe('+٩٨-٢١-٤٥٨٠٠٠٠٠');
    expect(formatDigits('IR-752', 'en')).toBe('IR-752');
    expect(formatDigits('IR-752', 'de')).toBe('IR-752');
  });
});

describe('the hand-written formats', () => {
  const LOCALES = { fa: 'fa-IR-u-ca-persian-nu-arabext', ar: 'ar-u-nu-arab', en: 'en-GB' };
  const intlDate = Object.fromEntries(
    Object.entries(LOCALES).map(([lang, locale]) => [
      lang,
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'Asia/Tehran',
      }),
    ]),
  );
  // Around Tehran's midnight in standard and in summer time, and mid-day.
  const TIMES_UTC = ['08:00', '19:29', '19:30', '20:29', '20:30'];

  it('write the same day as Intl in Tehran, every day from 1985 to 2040', () => {
    const mismatches: string[] = [];
    for (let day = Date.UTC(1985, 0, 1); day < Date.UTC(2040, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      for (const time of TIMES_UTC) {
        const iso = `${date}T${time}:00Z`;
        for (const lang of ['fa', 'ar', 'en'] as const) {
          const expected = intlDate[lang]!.format(new Date(iso));
          if (formatDate(iso, lang) !== expected) mismatches.push(`${iso} ${lang} ${expected}`);
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  }, 60_000);

  it('write whole numbers as Intl does, and leave the rest to it', () => {
    for (const lang of ['fa', 'ar', 'en'] as const) {
      const intl = new Intl.NumberFormat(LOCALES[lang]);
      for (const value of [
        0, 7, 10, 999, 1000, 12_345, 1_000_000, 9_007_199_254_740_991, -3, 2.5,
      ]) {
        expect(formatNumber(value, lang)).toBe(intl.format(value));
      }
    }
  });

  it('hand a language it does not write to Intl', () => {
    expect(formatDate('2025-03-21T08:00:00Z', 'de')).toBe('21. März 2025');
    expect(formatNumber(1234, 'de')).toBe('1.234');
  });
});
