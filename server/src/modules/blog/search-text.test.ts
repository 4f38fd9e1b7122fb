// What folding makes of each kind of character, one rule a case, beside text it leaves alone.
import Database from 'better-sqlite3';
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
    ['control characters', 'a\u0000b\u0007c\u009fd', 'a b c d'],
    ['what the trigram table folds together', 'ΟΔΟΣ ᾳ\u0345 a\ufffeb', 'οδοσ ᾳι a b'],
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

// An in-memory table of its own: run once, with the SQLite project.
describe.runIf(process.env.PARVAZ_TEST_DB !== 'postgres')(
  "SQLite's trigram table over folded text",
  () => {
    // The trigram table folds case by itself. A search counts the posts it names without
    // reading them when it tells apart every two characters a folded text can hold: it then
    // finds a word exactly where the text holds it. Every code point is folded, and the
    // characters that come out are read back from the table as it indexed them.
    it('tells apart every two characters folded text can hold', () => {
      const alphabet = new Set<string>();
      for (let code = 0; code <= 0x10ffff; code++) {
        if (code >= 0xd800 && code <= 0xdfff) continue;
        for (const char of normalizeForSearch(String.fromCodePoint(code))) alphabet.add(char);
      }
      alphabet.delete(' ');
      const chars = [...alphabet];
      const db = new Database(':memory:');
      db.exec(`create virtual table texts using fts5(text, tokenize='trigram');
      create virtual table places using fts5vocab(texts, 'instance');`);
      // Texts of CHUNK characters each, the next starting two before this one ends, so that
      // every character starts one trigram: the one at its place, whose first character is
      // what the table made of it.
      const CHUNK = 4096;
      const insert = db.prepare('insert into texts (rowid, text) values (?, ?)');
      const starts: number[] = [];
      for (let start = 0; start < chars.length; start += CHUNK - 2) {
        insert.run(starts.length + 1, chars.slice(start, start + CHUNK).join(''));
        starts.push(start);
      }
      const read = new Map<number, string>();
      const rows = db.prepare('select term, doc, offset from places').iterate() as Iterable<{
        term: string;
        doc: number;
        offset: number;
      }>;
      for (const { term, doc, offset } of rows) {
        read.set(starts[doc - 1]! + offset, String.fromCodePoint(term.codePointAt(0)!));
      }
      db.close();
      const seenAs = new Map<string, string>();
      const together: string[] = [];
      const missing: string[] = [];
      const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`;
      for (let place = 0; place < chars.length - 2; place++) {
        const char = chars[place]!;
        const indexed = read.get(place);
        if (indexed === undefined) {
          missing.push(hex(char));
          continue;
        }
        const other = seenAs.get(indexed);
        if (other !== undefined && other !== char) together.push(`${hex(other)} ${hex(char)}`);
        seenAs.set(indexed, char);
      }
      expect(missing).toEqual([]);
      expect(together).toEqual([]);
      expect(alphabet.size).toBeGreaterThan(100_000);
    }, 120_000);
  },
);
