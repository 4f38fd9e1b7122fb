// A search's count read from a language's newest posts alone, when they tell it. On
// PostgreSQL an index names every post that holds a word before any is counted: for an
// everyday word, held by 96,000 of 100,000 posts, the trigram index took 11 ms and the
// count's check of its first 1,000 posts 5 ms more. Such a word fills the count's bound
// within the newest posts, which the creation index reads in a few milliseconds (a single
// word's count is now told by the vocabulary, list-posts.ts; the newest posts still give its
// page, and the count of words searched together). And where a language
// has fewer posts than are read, what is read is the whole count: at 1,000 posts a
// language, the planner counted an everyday word by reading every post of every language
// (18–50 ms). A small sample first keeps a word in fewer posts from paying for the larger
// read before its index count.
import { MAX_SEARCH_RESULTS } from '@contract/blog';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ListCount } from './list-posts';
import { FILTERED_COLUMNS } from './queries';
import type { PostQuery } from './queries';

/** Newest posts read first: a word in fewer than half of them goes to the index. */
const SAMPLE = 200;
const SAMPLE_HITS = SAMPLE / 2;
/** Newest posts that can hold the bound: a word in at least half of them does. */
const PROBE = MAX_SEARCH_RESULTS * 2;

/** A page of the list in its newest-first order: `offset` and `limit` as the list asks. */
export interface NewestPage {
  offset: number;
  limit: number;
}

/** What the newest posts tell: the count, the page's ids, both or neither. */
export interface NewestCount {
  counted?: ListCount;
  pageIds?: number[];
}

/**
 * The count of the `matching` posts (the list's filters, applied to the rows given) when the
 * newest posts of `lang` tell it: they hold the bound, or they are all the language's posts;
 * otherwise the index count follows. With `page` (a list newest first), the page's ids come
 * in the same read when the newest posts hold the list's posts up to the page's end, which
 * a word in one post in 15 does for a first page, whatever its count.
 */
export async function countAmongNewest(
  db: Db,
  lang: string,
  matching: (among: PostQuery) => PostQuery,
  page?: NewestPage,
): Promise<NewestCount> {
  const sample = await hitsAmongNewest(db, lang, matching, SAMPLE, page);
  if (sample.read < SAMPLE) return told({ count: sample.hits, complete: true }, sample.ids);
  if (sample.hits < SAMPLE_HITS) return told(undefined, pageWithin(sample, page));
  const probe = await hitsAmongNewest(db, lang, matching, PROBE, page);
  if (probe.hits >= MAX_SEARCH_RESULTS) {
    return told({ count: MAX_SEARCH_RESULTS, complete: false }, pageWithin(probe, page));
  }
  if (probe.read < PROBE) return told({ count: probe.hits, complete: true }, probe.ids);
  return told(undefined, pageWithin(probe, page));
}

/**
 * The page's ids (a list newest first) when the language's newest posts hold the list's
 * posts up to the page's end, for a search whose count is known already.
 */
export async function pageAmongNewest(
  db: Db,
  lang: string,
  matching: (among: PostQuery) => PostQuery,
  page: NewestPage,
): Promise<number[] | undefined> {
  return pageWithin(await hitsAmongNewest(db, lang, matching, SAMPLE, page), page);
}

const told = (counted: ListCount | undefined, pageIds: number[] | undefined): NewestCount => ({
  ...(counted && { counted }),
  ...(pageIds && { pageIds }),
});

/**
 * The page's ids when the posts read hold every match up to the page's end: the list's
 * first matches are then all among them (the list ends at the bound).
 */
function pageWithin(read: Hits, page: NewestPage | undefined): number[] | undefined {
  if (!page || read.ids === undefined) return undefined;
  const end = Math.min(page.offset + page.limit, MAX_SEARCH_RESULTS);
  return read.hits >= end ? read.ids : undefined;
}

interface Hits {
  read: number;
  hits: number;
  ids?: number[];
}

/**
 * How many of the newest `newest` posts of `lang` there are, and how many match (to the
 * bound), and with `page` that page of the matches (within the bound), in one statement.
 * The newest posts are read first, in a query of their own that ends with its limit: the
 * filters are tested on those rows alone, so the planner has no choice of reading every
 * post, or an index, to test them (a transaction that switched those ways off cost
 * three more round trips).
 */
async function hitsAmongNewest(
  db: Db,
  lang: string,
  matching: (among: PostQuery) => PostQuery,
  newest: number,
  page: NewestPage | undefined,
): Promise<Hits> {
  const reading = db.with('newest', (from) =>
    from
      .selectFrom('blog_posts')
      .select([...FILTERED_COLUMNS, 'created_at'])
      .where('lang', '=', lang)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(newest),
  );
  const among = reading.selectFrom('newest as blog_posts') as unknown as PostQuery;
  // The list ends at the bound, whatever the newest posts hold past it.
  const pageLimit = page && Math.max(0, Math.min(page.limit, MAX_SEARCH_RESULTS - page.offset));
  const counts = await reading
    .selectNoFrom((eb) => [
      eb.selectFrom('newest').select(eb.fn.countAll().as('n')).as('read'),
      eb
        .selectFrom(
          matching(among)
            .select(sql<number>`1`.as('hit'))
            // A word in most posts stops the read once the bound is found.
            .limit(MAX_SEARCH_RESULTS)
            .as('hits'),
        )
        .select(eb.fn.countAll().as('n'))
        .as('hits'),
      page && pageLimit
        ? eb
            .selectFrom(
              matching(among)
                .select(['blog_posts.id', 'blog_posts.created_at'])
                .orderBy('blog_posts.created_at', 'desc')
                .orderBy('blog_posts.id', 'desc')
                .limit(pageLimit)
                .offset(page.offset)
                .as('page'),
            )
            .select(
              sql<
                number[] | null
              >`array_agg(page.id order by page.created_at desc, page.id desc)`.as('ids'),
            )
            .as('ids')
        : sql<null>`null`.as('ids'),
    ])
    .executeTakeFirstOrThrow();
  const ids = page ? ((counts.ids as number[] | null) ?? []) : undefined;
  return { read: Number(counts.read), hits: Number(counts.hits), ids };
}
