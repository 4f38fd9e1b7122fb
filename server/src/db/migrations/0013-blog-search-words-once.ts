// Each post's folded text holds each of its words once, in the order they first appear.
// A search looks each of its words up on its own, never a phrase, so a repeated word
// changes no answer, but it costs: SQLite's trigram table keeps every place each trigram
// occurs, PostgreSQL reads and tests the text of every post its trigram index names, and
// both fold and index it again at every write. The text posts already hold is brought to
// that form (the live search folds new posts that way).
import type { Kysely } from 'kysely';
import { refold } from './0011-blog-search-whole-words';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Folded text (words between single spaces, a space at each end) with each word once. */
const wordsOnce = (folded: string): string =>
  ` ${[...new Set(folded.split(' ').filter(Boolean))].join(' ')} `;

export async function up(db: AnyDb): Promise<void> {
  await refold(db, wordsOnce);
}

/** Repeats cannot be restored, and the text without them answers every search the same. */
export async function down(): Promise<void> {}
