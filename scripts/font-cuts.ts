// The first-screen cuts of the site's typefaces (scripts/subset-fonts.ts writes them): which
// code points each keeps. src/index.css serves each cut for exactly these code points and
// the whole font for the rest of its range; scripts/font-cuts.test.ts holds the two to each
// other and to the files.

/** Inclusive code point ranges. */
export type Ranges = [number, number][];

export interface FontCut {
  /** The file written to src/fonts/. */
  file: string;
  /** The whole font, as a package path. */
  source: string;
  ranges: Ranges;
}

/**
 * The spaces, punctuation, dashes and direction marks Vazirmatn's Arabic-script faces draw
 * themselves, so that a Persian line shapes in one font (src/index.css says why).
 */
const VAZIRMATN_PUNCTUATION: Ranges = [
  [0x20, 0x21],
  [0x28, 0x29],
  [0x2b, 0x2b],
  [0x2d, 0x2f],
  [0x3a, 0x3a],
  [0x3d, 0x3d],
  [0x5b, 0x5b],
  [0x5d, 0x5d],
  [0xa0, 0xa0],
  [0xab, 0xab],
  [0xbb, 0xbb],
  [0xd7, 0xd7],
  [0xf7, 0xf7],
  [0x200b, 0x200f],
  [0x2012, 0x2014],
  [0x202a, 0x202f],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];

/**
 * Persian's and Arabic's letters, marks and digits: the Arabic letters with hamza forms and
 * tatweel, the harakat, Arabic-Indic and Persian digits with their separators, and Persian's
 * own پ چ ژ ک گ ی ۀ, with the Arabic comma, semicolon and question mark.
 */
const PERSIAN_AND_ARABIC: Ranges = [
  [0x60c, 0x60c],
  [0x61b, 0x61b],
  [0x61f, 0x61f],
  [0x621, 0x63a],
  [0x640, 0x655],
  [0x660, 0x66c],
  [0x670, 0x670],
  [0x67e, 0x67e],
  [0x686, 0x686],
  [0x698, 0x698],
  [0x6a9, 0x6a9],
  [0x6af, 0x6af],
  [0x6c0, 0x6c0],
  [0x6cc, 0x6cc],
  [0x6f0, 0x6f9],
];

/** English text: ASCII, with the quotes, dashes and signs its content uses. */
const ENGLISH: Ranges = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xab, 0xab],
  [0xbb, 0xbb],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

const VAZIRMATN = 'vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL';
const ARABIC_SCRIPT = [...VAZIRMATN_PUNCTUATION, ...PERSIAN_AND_ARABIC];

export const FONT_CUTS: FontCut[] = [
  {
    file: 'vazirmatn-first-400.woff2',
    source: `${VAZIRMATN}-Regular.woff2`,
    ranges: ARABIC_SCRIPT,
  },
  { file: 'vazirmatn-first-700.woff2', source: `${VAZIRMATN}-Bold.woff2`, ranges: ARABIC_SCRIPT },
  {
    file: 'roboto-first-400.woff2',
    source: '@fontsource/roboto/files/roboto-latin-400-normal.woff2',
    ranges: ENGLISH,
  },
  {
    file: 'roboto-first-700.woff2',
    source: '@fontsource/roboto/files/roboto-latin-700-normal.woff2',
    ranges: ENGLISH,
  },
];

export function codePointsOf(ranges: Ranges): number[] {
  return ranges.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => first + offset),
  );
}

/** A CSS unicode-range's code points (`U+0020-0021, U+002B, …`). */
export function parseUnicodeRange(value: string): number[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part);
      if (!match) throw new Error(`not a unicode-range part: ${part}`);
      const first = parseInt(match[1]!, 16);
      return codePointsOf([[first, match[2] ? parseInt(match[2], 16) : first]]);
    });
}

/** Code points as the shortest CSS unicode-range. */
export function unicodeRangeOf(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i]!;
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i]! + 1) i++;
    parts.push(first === sorted[i] ? `U+${hex(first)}` : `U+${hex(first)}-${hex(sorted[i]!)}`);
  }
  return parts.join(', ');
}
