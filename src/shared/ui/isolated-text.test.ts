import { describe, expect, it } from 'vitest';
import { splitLeftToRightRuns } from './isolated-text';

const isolated = (text: string) =>
  splitLeftToRightRuns(text)
    .filter((part) => part.isolated)
    .map((part) => part.text);

describe('left-to-right runs in text', () => {
  it('isolates phone numbers in any digits, e-mail addresses and dates', () => {
    expect(isolated('برای پیگیری پرواز با ۰۲۱-۴۵۸۰۰۰۰۰ تماس بگیرید.')).toEqual(['۰۲۱-۴۵۸۰۰۰۰۰']);
    expect(isolated('اتصل على 021-45800000 أو +98 21 4580.')).toEqual([
      '021-45800000',
      '+98 21 4580',
    ]);
    expect(isolated('ایمیل: info@parvaz.example، تاریخ ۱۴۰۴/۰۵/۱۲')).toEqual([
      'info@parvaz.example',
      '۱۴۰۴/۰۵/۱۲',
    ]);
  });

  it('leaves single numbers and words as they are, and loses no character', () => {
    const text = 'سال ۱۴۰۴ با ۲۲ مقصد؛ call 021-45800000, year 2025.';
    expect(isolated('سال ۱۴۰۴ با ۲۲ مقصد')).toEqual([]);
    expect(
      splitLeftToRightRuns(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
