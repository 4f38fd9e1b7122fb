// Each post's folded text holds each of its words once, in the order they first appear.
// A search looks each of its words up on its own, never a phrase, so a repeated word
// changes no answer, but it costs: SQLite's trigram table keeps every place each trigram
// occurs, PostgreSQL reads and tests the text of every post its trigram index names, and
// both fold and index it again at every write. And folding now also turns control
// characters into spaces and the characters SQLite's trigram table would take for others
// into those (final sigma, iota subscript, noncharacters), so that the table tells every
// two characters of a folded text apart. The text posts already hold is brought to that
// form (the live search folds new posts that way).
import type { Kysely } from 'kysely';
import { refold } from './0011-blog-search-whole-words';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The characters folding now changes in text folded before, and what they become. */
const NEWLY_FOLDED: Record<string, string> = {
  ς: 'σ',
  '\u0345': 'ι',
  '\ufffe': ' ',
  '\uffff': ' ',
};

/** Folded text (words between single spaces, a space at each end) as folding makes it now. */
function refolded(folded: string): string {
  const chars = Array.from(folded.replace(/\p{Cc}/gu, ' '), (char) => NEWLY_FOLDED[char] ?? char);
  const words = chars.join('').split(' ').filter(Boolean);
  return ` ${[...new Set(words)].join(' ')} `;
}

export async function up(db: AnyDb): Promise<void> {
  await refold(db, refolded);
}

/** Repeats and the characters folded now cannot be restored; the text stays as it is. */
export async function down(): Promise<void> {}
