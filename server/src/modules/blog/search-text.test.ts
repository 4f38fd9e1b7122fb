// What folding makes of each kind of character, one rule a case, beside text it leaves alone.
import { describe, expect, it } from 'vitest';
import { normalizeForSearch, postSearchText, searchWords } from './search-text';

describe('folding text for search', () => {
  it.each([
    ['Persian digits', 'سال ۱۴۰۴', 'سال 1404'],
    ['Arabic-Indic digits', 'عام ٢٠٢٦', 'عام 2026'],
    ['harakat', 'مُسافِرانِ طيرانٌ', 'مسافران طیران'],
    ['superscript alef and tatweel', 'هٰذا رحلـــة', 'هذا رحله'],
    [
      'Arabic letter forms',
      'كيش مكة أرومية إيران آسمان ٱلله مؤمن ئ ى',
      'کیش مکه ارومیه ایران اسمان الله مومن ی ی',
    ],
    [
      'zero-width joiners and no-break spaces',
      'می\u200cخواهم a\u200db c\u00a0d',
      'می خواهم a b c d',
    ],
    ['case and compatibility forms', 'ÉCOLE ﬁnance Ｆｕｌｌ', 'école finance full'],
    ['punctuation and markup', '<p>Kish, <b>Dubai</b>!</p> «سفر»؟ &amp; x_y', 'kish dubai سفر x y'],
    ['runs of spaces', '  a \t\n  b  ', 'a b'],
  ])('%s', (_, text, folded) => {
    expect(normalizeForSearch(text)).toBe(folded);
  });

  it('leaves letters it does not fold as they are', () => {
    const kept = 'پرواز ی ک ه ا و چ ژ گ ß 😀';
    expect(normalizeForSearch(kept)).toBe(kept);
  });

  it("keeps a post's words once each, between spaces, and splits a search into its folded words", () => {
    expect(postSearchText('به كيش')).toBe(' به کیش ');
    expect(postSearchText('Kish, kish و <b>كيش</b> و مشهد')).toBe(' kish و کیش مشهد ');
    expect(searchWords(' ، كيش ۲۳ ')).toEqual(['کیش', '23']);
    expect(searchWords('؟!')).toEqual([]);
  });
});
