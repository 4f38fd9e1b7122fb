// PostgreSQL's vocabulary of the words its posts hold (migration 0014): what a search's
// words are looked up as in the index of each post's words, and how many posts hold them.
// SQLite's trigram table finds the words by itself.
import { sql } from 'kysely';
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

/**
 * The condition that a post (a row of blog_posts) holds `word` as the index of words finds
 * it: one of the words the lookup named, or of those the vocabulary holds it inside.
 */
export function holdsWord(lang: string, word: string, found: WordLookup) {
  const words = sql`blog_search_words(blog_posts.search_text)`;
  if (found.words) return sql<boolean>`${words} && ${found.words}::text[]`;
  return sql<boolean>`${words} && (select array_agg(word) from blog_search_vocabulary
    where lang = ${lang} and ${vocabularyMatch(word)})`;
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
