// Folds text for search so that what a visitor types matches however the editor wrote
// it: case, Arabic and Persian forms of the same letter, digits of any script, diacritics,
// tatweel, zero-width joiners, punctuation and HTML markup do not matter.
//
// A word of 3 or more characters is found inside other words (`kish` in «Kishair»); a
// shorter one only as a word of its own (`ab` is not found in «about», قم not in «رقم»).
// Found anywhere, such a word is in most posts, and a rare one was tested against every
// post of the language, since no trigram narrows it. Whole, it is looked up with the
// spaces around it (` ab `): SQLite's trigram table finds that phrase itself, and
// PostgreSQL's vocabulary names the word alone (search-vocabulary.ts).
const LETTER_FORMS: Record<string, string> = {
  ي: 'ی', // Arabic yeh
  ى: 'ی', // alef maksura
  ئ: 'ی',
  ك: 'ک', // Arabic kaf
  ة: 'ه', // teh marbuta
  ۀ: 'ه',
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
};

/** Each of `count` characters from `first` on, folded to what `fold` makes of its place. */
const run = (first: number, count: number, fold: (place: number) => string) =>
  Array.from({ length: count }, (_, k) => [String.fromCodePoint(first + k), fold(k)] as const);

/** Every character folding changes, and what it becomes. */
const FOLDS = new Map<string, string>([
  ...run(0x06f0, 10, String), // Persian digits
  ...run(0x0660, 10, String), // Arabic-Indic digits
  // Harakat, superscript alef and tatweel carry no meaning for search.
  ...run(0x064b, 0x065f - 0x064b + 1, () => ''),
  ['\u0670', ''],
  ['\u0640', ''],
  // Zero-width non-joiner and joiner, no-break space: words either side stay apart.
  ['\u200c', ' '],
  ['\u200d', ' '],
  ['\u00a0', ' '],
  ...Object.entries(LETTER_FORMS),
  // Characters SQLite's trigram table folds together with another one a text can hold (it
  // folds case by itself): folded here, so that it tells apart every two characters of a
  // folded text and finds exactly the texts that hold a word (search-index.test.ts).
  ['ς', 'σ'], // final sigma, with sigma
  ['\u0345', 'ι'], // iota subscript, with iota
  ['\ufffe', ' '], // noncharacters, which it reads as the replacement character
  ['\uffff', ' '],
]);

/**
 * One pass of a regular expression over the text: a loop over every character took twice as
 * long (100 µs for a post of a thousand characters; 28 s for 300,000 posts). None of the
 * characters is special in a character class.
 */
const FOLDED = new RegExp(`[${[...FOLDS.keys()].join('')}]`, 'gu');

/** The shortest run of characters a trigram index can look up. */
const TRIGRAM = 3;

/** The folded words of a search, each of which a post must hold; none for an empty one. */
export const searchWords = (search = ''): string[] =>
  normalizeForSearch(search).split(' ').filter(Boolean);

export function normalizeForSearch(text: string): string {
  return (
    stripTags(text)
      .normalize('NFKC')
      .toLowerCase()
      .replace(FOLDED, (char) => FOLDS.get(char)!)
      // Punctuation and control characters part words (the trigram table would read past a NUL).
      .replace(/[\p{P}\p{Cc}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * A post's `search_text`: the folded words of its title, short description and body, each
 * once, in the order they first appear, with a space at each end so that a short word is
 * whole at the start and end of the text as well. A search looks each of its words up on
 * its own, never a phrase, so a word's repeats change no answer; they cost the indexes
 * (SQLite's trigram table keeps every place a trigram occurs) and every test of a post's
 * text. The demo's posts are three fifths as long this way, the benchmark's generated
 * ones a third (migration 0013 brought stored posts to it).
 */
export const postSearchText = (text: string): string =>
  ` ${[...new Set(searchWords(text))].join(' ')} `;

/** A word found only as a word of its own: shorter than a trigram. */
export const isShortWord = (word: string): boolean => [...word].length < TRIGRAM;

/**
 * The run of a post's `search_text` that holds a folded word: the word itself, a short word
 * with the spaces that make it whole.
 */
export const heldText = (word: string): string => (isShortWord(word) ? ` ${word} ` : word);

function stripTags(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/**
 * The LIKE pattern of a folded word in `search_text`, a short word whole (the vocabulary's
 * lookup, and the tests' scans). LIKE's wildcards are escaped, though folding leaves none in
 * a word (they are punctuation).
 */
export function likePattern(word: string): string {
  return `%${heldText(word).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * An FTS5 query for the trigram table that finds, among the posts of `lang`, at least every
 * text holding all the folded words (`heldText`), or undefined for no words.
 * Each word as it is looked up (3 characters or more) is a quoted phrase, all of them
 * required: what FTS5 itself makes of a LIKE pattern, without FTS5 then reading every row it
 * found to test the LIKE again. The language is the table's `lang_key` column, `@fa@`
 * (migration 0008). (A search holding NUL, which would end a quoted phrase early, is refused
 * before it gets here.)
 */
export function trigramQuery(lang: string, words: string[]): string | undefined {
  if (words.length === 0) return undefined;
  const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const lookups = words.map((word) => phrase(heldText(word)));
  return `lang_key : ${phrase(`@${lang}@`)} AND search_text : (${lookups.join(' ')})`;
}
