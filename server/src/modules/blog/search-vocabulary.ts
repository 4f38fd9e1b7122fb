// PostgreSQL's vocabulary of the words its posts hold (migration 0014): what a search's
// words are looked up as in the index of each post's words, and how many posts hold them.
// SQLite's trigram table finds the words by itself.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { isShortWord, likePattern } from './search-text';

/** Words named in a lookup at most; a word inside more is asked of the vocabulary in place. */
const MAX_NAMED_WORDS = 1000;

/** What the vocabulary holds for one folded word of a search. */
export interface WordLookup {
  /**
   * The vocabulary's words a post must hold one of to hold this word: those it is inside,
   * or the word itself when short. Undefined when there are more than MAX_NAMED_WORDS.
   */
  words?: string[];
  /** The posts holding the commonest of those words: the word's matches are at least these. */
  mostPosts: number;
  /** The posts holding each of those words, added up: the word's matches are at most these. */
  allPosts: number;
}

/** Each folded word of a search, looked up. */
export type SearchLookup = ReadonlyMap<string, WordLookup>;

/** A post's words, as the index of each post's words holds them. */
const POST_WORDS = sql`blog_search_words(blog_posts.search_text)`;

/**
 * A word the vocabulary says at least this many times as many posts hold as the search's
 * rarest word is tested on the posts the index finds for the others: it is in most of them,
 * so few are read that lack it. Read through the index as well, each of its posts was
 * checked again (the everyday رود of «زنجان‌رود», inside ورود and فرودگاه: 24 ms for the
 * first 1,000 matches at 100,000 posts a language, 5 ms tested on the text).
 */
const EVERYDAY_RATIO = 8;

/** A word the vocabulary names this many words for at most is looked up as each of them. */
const MAX_SPLIT_WORDS = 16;

/**
 * How PostgreSQL finds the posts holding every word of a search: the conditions its index
 * of words answers, and the words tested on the text of the posts those find. The index
 * answers exactly, with no post checked again, a condition on one word, or one that a post
 * holds all of several (`@>`); a condition that it holds one of several (`&&`) had each
 * match checked again, by its whole list of words (a word inside two vocabulary words: 6 µs
 * a post instead of 2, and 24 ms instead of 9 for two such words together). So the words
 * the lookup named one vocabulary word for are asked for at once, and one named for a few
 * is asked as each of them in turn.
 */
export function wordConditions(
  lang: string,
  words: string[],
  lookup: SearchLookup,
): { indexed: RawBuilder<boolean>[]; byText: string[] } {
  const found = words.map((word) => ({ word, ...lookup.get(word)! }));
  const rarest = Math.min(...found.map((one) => one.allPosts));
  const everyday = (one: (typeof found)[number]) =>
    one.allPosts > rarest && one.mostPosts >= EVERYDAY_RATIO * rarest;
  const indexed: RawBuilder<boolean>[] = [];
  const single: string[] = [];
  for (const one of found.filter((one) => !everyday(one))) {
    if (one.words?.length === 1) single.push(one.words[0]!);
    else indexed.push(holdsOneOf(lang, one.word, one.words));
  }
  if (single.length > 0) indexed.unshift(sql<boolean>`${POST_WORDS} @> ${single}::text[]`);
  return { indexed, byText: found.filter(everyday).map((one) => one.word) };
}

/** That a post holds one of `named` (all the words holding `word` when unnamed). */
function holdsOneOf(lang: string, word: string, named: string[] | undefined) {
  if (named === undefined) {
    return sql<boolean>`${POST_WORDS} && (select array_agg(word) from blog_search_vocabulary
      where lang = ${lang} and ${vocabularyMatch(word)})`;
  }
  if (named.length === 0 || named.length > MAX_SPLIT_WORDS) {
    return sql<boolean>`${POST_WORDS} && ${named}::text[]`;
  }
  const each = named.map((one) => sql`${POST_WORDS} @> array[${one}]::text[]`);
  return sql<boolean>`(${sql.join(each, sql` or `)})`;
}

/** The vocabulary's words that hold `word`: a short word whole, a longer one anywhere. */
const vocabularyMatch = (word: string) =>
  isShortWord(word) ? sql`word = ${word}` : sql`word like ${likePattern(word)} escape '\\'`;

/** Looks every word up in one statement. */
export async function lookUpSearchWords(
  db: Db,
  lang: string,
  words: string[],
): Promise<SearchLookup> {
  if (words.length === 0) return new Map();
  const lookups = words.map(
    (word, k) => sql`select ${k}::integer as k, count(*)::integer as named,
        coalesce(max(posts), 0)::integer as most, coalesce(sum(posts), 0)::integer as total,
        (array_agg(word))[1:${MAX_NAMED_WORDS}] as words
      from blog_search_vocabulary where lang = ${lang} and ${vocabularyMatch(word)}`,
  );
  const { rows } = await sql<{
    k: number;
    named: number;
    most: number;
    total: number;
    words: string[] | null;
  }>`
    ${sql.join(lookups, sql` union all `)}`.execute(db);
  const found = new Map<string, WordLookup>();
  for (const row of rows) {
    found.set(words[row.k]!, {
      ...(row.named <= MAX_NAMED_WORDS && { words: row.words ?? [] }),
      mostPosts: row.most,
      allPosts: row.total,
    });
  }
  return found;
}

/** Counts every word of every post again, as a bulk write does at its end. */
export async function recountSearchVocabulary(db: Db): Promise<void> {
  await sql`delete from blog_search_vocabulary`.execute(db);
  // Each word is once in its post's text, so each word counts a post once.
  await sql`insert into blog_search_vocabulary (lang, word, posts)
    select lang, word, count(*) from blog_posts, unnest(blog_search_words(search_text)) as word
     where word <> '' group by lang, word`.execute(db);
}
