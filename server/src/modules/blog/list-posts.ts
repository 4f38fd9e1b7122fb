// The blog list: how many posts its filters keep, and one page of them in its order. A
// page's ids are found along the order's index, and its posts read by key in the same
// statement; on PostgreSQL a search's page mostly comes with its count's read instead. A
// search keeps at most its first MAX_SEARCH_RESULTS posts, so it stops counting there; on
// PostgreSQL, a word the vocabulary says more posts hold is not counted at all, and one it says
// fewer posts hold is counted through the index at once.
import { SqliteAdapter, sql } from 'kysely';
import { MAX_SEARCH_RESULTS } from '@contract/blog';
import type { BlogListQuery } from '@contract/blog';
import type { Db } from '../../db/database';
import { switchOffPlannerMethods } from '../../db/planner-methods';
import { parseOrdering } from '../../http/ids';
import { LIST_COLUMNS, namedByTrigrams, postsMatching, withLabels } from './queries';
import type { ListQuery, PostQuery } from './queries';
import { countAmongNewest, pageAmongNewest } from './count-among-newest';
import { countWithPage } from './count-with-page';
import type { CountWithPage } from './count-with-page';
import {
  inOrder,
  orderColumn,
  visitsAlone,
  visitsAsPosts,
  visitsInOrder,
  wayOf,
} from './list-order';
import type { ListOrder } from './list-order';
import type { ListCounts } from './list-counts';
import { pageFromNearerEnd } from './page-window';
import { searchWords } from './search-text';
import { lookUpSearchWords } from './search-vocabulary';

/** How many posts the list's filters keep, or the search's bound when a search finds more. */
export interface ListCount {
  count: number;
  /** False when counting stopped at the search's bound: where the list ends is not known. */
  complete: boolean;
}

/** The list `query` asks for; its count comes from `counts` when that holds it. */
export async function listPosts(db: Db, lang: string, query: BlogListQuery, counts?: ListCounts) {
  const words = searchWords(query.search);
  const searching = words.length > 0;
  const onSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const lookup = searching && !onSqlite ? await lookUpSearchWords(db, lang, words) : undefined;
  // A word no post of the language holds: nothing to count or read.
  if (lookup && [...lookup.values()].some((found) => found.mostPosts === 0)) {
    return { count: 0, results: [] };
  }
  // A search without a page size lists its first posts, as many as it counts.
  const paged: ListQuery = searching
    ? { ...query, limit: query.limit ?? MAX_SEARCH_RESULTS, lookup }
    : query;
  // The page's ids, when counting the list found them too.
  let pageIds: number[] | undefined;
  const count = async () => {
    const found = await countPosts(db, lang, paged, searching);
    pageIds = found.pageIds;
    return found.counted;
  };
  const counted = await (counts ? counts.get(lang, query, count) : count());
  const rows = pageIds
    ? await postsInOrder(db, lang, pageIds)
    : await pageOfPosts(db, lang, paged, counted);
  return { count: counted.count, results: await withLabels(db, lang, rows) };
}

/**
 * Counts the posts the filters keep. A search counts up to its bound and stops: an everyday
 * word is held by nearly every post, and telling which posts hold it means reading them. On
 * PostgreSQL, the newest posts alone tell the count when they hold its bound or are all, and
 * otherwise the count's read of the matches finds the page's ids too.
 */
async function countPosts(
  db: Db,
  lang: string,
  query: ListQuery,
  searching: boolean,
): Promise<CountWithPage> {
  const matching = withoutExcluded(postsMatching(db, lang, query), query.exclude);
  if (!searching) {
    const { count } = await matching
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return { counted: { count: Number(count), complete: true } };
  }
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    const filtered = (among: PostQuery) =>
      withoutExcluded(postsMatching(db, lang, query, { among }), query.exclude);
    const limit = query.limit ?? MAX_SEARCH_RESULTS;
    const newestFirst = (query.ordering ?? '-created_at') === '-created_at';
    const page = newestFirst ? { offset: query.offset, limit } : undefined;
    const bounds = singleWordBounds(query);
    if (bounds && bounds.least >= MAX_SEARCH_RESULTS + (query.exclude?.length ?? 0)) {
      const counted = { count: MAX_SEARCH_RESULTS, complete: false };
      return { counted, pageIds: page && (await pageAmongNewest(db, lang, filtered, page)) };
    }
    // Fewer matches than the bound in all: the index reads them all, and gives the page.
    if (bounds && bounds.most < MAX_SEARCH_RESULTS) {
      return countWithPage(db, lang, matching, { ...query, limit });
    }
    const newest = await countAmongNewest(db, lang, filtered, page);
    if (newest.counted) return { counted: newest.counted, pageIds: newest.pageIds };
    const indexed = await countWithPage(db, lang, matching, { ...query, limit });
    return { counted: indexed.counted, pageIds: indexed.pageIds ?? newest.pageIds };
  }
  // Words alone are counted in the trigram table, without reading a post.
  const found = onlyWords(query)
    ? namedByTrigrams(db, lang, searchWords(query.search), query.exclude)
        .select(sql<number>`1`.as('found'))
        .limit(MAX_SEARCH_RESULTS)
    : matching.select(sql<number>`1`.as('found')).limit(MAX_SEARCH_RESULTS);
  const { rows } = await sql<{ count: number }>`select count(*) as count
    from (${found}) as found_posts`.execute(db);
  const count = Number(rows[0]!.count);
  return { counted: { count, complete: count < MAX_SEARCH_RESULTS } };
}

/** Whether the list's only filters are its search's words (and the posts it leaves out). */
const onlyWords = ({ group, tags, is_featured, title }: ListQuery): boolean =>
  !group?.length && !tags?.length && is_featured === undefined && !title;

/**
 * What the vocabulary tells of a search of one word and no filter but the posts left out:
 * its matches are at least the posts holding the commonest word it is inside, and at most
 * those holding any of them; nothing for any other search.
 */
function singleWordBounds(query: ListQuery): { least: number; most: number } | undefined {
  const { lookup } = query;
  if (!lookup || lookup.size !== 1 || !onlyWords(query)) return undefined;
  const [found] = lookup.values();
  return { least: found!.mostPosts, most: found!.allPosts };
}

/** The list's page of posts, in its order. */
async function pageOfPosts(db: Db, lang: string, query: ListQuery, counted: ListCount) {
  if (query.limit === undefined) {
    return orderedPosts(db, lang, query, counted).select(LIST_COLUMNS).execute();
  }
  const onSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (counted.complete && query.lookup && !onSqlite) {
    // A search counted before (another page of it, or another page size): its matches are
    // fewer than the bound, and read through the index they give the page. Walking the
    // list's order instead, the planner tested the posts one by one until the page was
    // full: a word in 1 post in 1,000 read 10,000 of them (235-305 ms).
    const matching = withoutExcluded(postsMatching(db, lang, query), query.exclude);
    const { pageIds } = await countWithPage(db, lang, matching, { ...query, limit: query.limit });
    return postsInOrder(db, lang, pageIds ?? []);
  }
  if (counted.complete || onSqlite) return postsOfPage(db, lang, query, counted);
  // On PostgreSQL, a search that found more posts than it counts is paged by walking the
  // list's order and testing each post on the way, which reads a page's posts and the few
  // between them that lack a word. Left to itself the planner would read every match and
  // sort them: it guesses a word's share of the posts from the word's length, so a long
  // everyday word looks rare. Only the ids are found that way: without sorting, the page's
  // posts would be put in order by reading the language's posts in that order.
  const ids = await db.transaction().execute(async (trx) => {
    await switchOffPlannerMethods(trx, ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']);
    const page = pageOfIds(trx, lang, query, counted);
    if (page === undefined) return [];
    const found = (await page.ids.execute()).map((row) => row.id);
    return page.reversed ? found.reverse() : found;
  });
  return postsInOrder(db, lang, ids);
}

/** The posts of the given ids, in their order. */
async function postsInOrder(db: Db, lang: string, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('blog_posts')
    .select(LIST_COLUMNS)
    .where('lang', '=', lang)
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

/**
 * A page's posts, read in the statement that finds their ids (each statement is a round
 * trip) and put back in the list's order: the ids may have been found from its other end.
 * `cross join` has SQLite read the page first; joined otherwise, it read the language's
 * posts in the list's order to spare sorting a page, looking each one up in the page.
 */
async function postsOfPage(db: Db, lang: string, query: ListQuery, counted: ListCount) {
  return (await postsOfPageQuery(db, lang, query, counted)?.execute()) ?? [];
}

/** The statement postsOfPage runs, or nothing past the list's end. */
export function postsOfPageQuery(db: Db, lang: string, query: ListQuery, counted: ListCount) {
  const page = pageOfIds(db, lang, query, counted);
  if (page === undefined) return undefined;
  const [, direction] = parseOrdering<ListOrder>(query.ordering ?? '-created_at');
  return db
    .selectFrom(page.ids.as('page'))
    .crossJoin('blog_posts')
    .whereRef('blog_posts.id', '=', 'page.id')
    .select(LIST_COLUMNS.map((column) => `blog_posts.${column}` as const))
    .where('blog_posts.lang', '=', lang)
    .orderBy('page.ordered_by', direction)
    .orderBy('page.id', direction);
}

/**
 * The ids of a page of the list (`limit` given), in its order, or nothing past its end.
 * Only ids are selected, so skipping to a deep offset walks the order's index alone (on
 * PostgreSQL an index-only scan, where reading each skipped post's row took 34 ms for the
 * last page of 10,000 posts), and from whichever end of the list is nearer: the opposite
 * order, then turned around (only when that end is known).
 */
export function pageOfIds(db: Db, lang: string, query: ListQuery, counted: ListCount) {
  const { count, complete } = counted;
  const window = pageFromNearerEnd(count, query.offset, query.limit!, { endKnown: complete });
  if (window === undefined) return undefined;
  const [field, direction] = parseOrdering<ListOrder>(query.ordering ?? '-created_at');
  const ids = (
    field === 'visited' && keepsEveryPost(query)
      ? visitsInOrder(
          withoutExcluded(visitsAsPosts(db, lang), query.exclude),
          wayOf(direction, window.reversed),
        ).select(['blog_posts.id', visitsAlone.as('ordered_by')])
      : orderedPosts(db, lang, query, counted, window.reversed).select([
          'blog_posts.id',
          orderColumn(field).as('ordered_by'),
        ])
  )
    .limit(window.limit)
    .offset(window.offset);
  return { ids, reversed: window.reversed };
}

/** Whether a list keeps every post of its language: no search, group, tag, featured or title. */
const keepsEveryPost = (query: ListQuery): boolean =>
  searchWords(query.search).length === 0 && onlyWords(query);

/** The posts the list's filters keep, in its order (or the opposite one), not yet paged. */
function orderedPosts(
  db: Db,
  lang: string,
  query: ListQuery,
  counted: ListCount,
  reversed = false,
) {
  const [field, direction] = parseOrdering<ListOrder>(query.ordering ?? '-created_at');
  // A search that found more posts than it counts is a word in at least 1 post in 100 (at
  // 100,000 posts): a page in creation order walks the creation index and tests each post,
  // which reads a few hundred at most; reading every post the index names, to sort them,
  // would read them all. Fewer are read through the index and sorted.
  const throughIndex = field !== 'created_at' || counted.complete;
  // Ties in the order's own direction: each order is then one index read either way.
  return inOrder(
    withoutExcluded(postsMatching(db, lang, query, { throughIndex }), query.exclude),
    lang,
    field,
    wayOf(direction, reversed),
  );
}

/**
 * Leaves out the given posts, in the count as in the page, so a page stays full: the blog
 * list asks for its posts without the featured one it shows above them.
 */
function withoutExcluded(query: PostQuery, ids: number[] | undefined): PostQuery {
  return ids?.length ? query.where('blog_posts.id', 'not in', ids) : query;
}
