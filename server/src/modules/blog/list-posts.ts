// The blog list: how many posts its filters keep, and one page of them in its order. A
// page's ids are found first, along the order's index, and only then are those posts read.
import type { BlogListQuery } from '@contract/blog';
import type { Db } from '../../db/database';
import { parseOrdering } from '../../http/ids';
import { LIST_COLUMNS, postsMatching, withLabels } from './queries';
import type { PostQuery } from './queries';
import { pageFromNearerEnd } from './page-window';

type Order = 'created_at' | 'updated_at' | 'visited' | 'title';

/**
 * Up to this many posts found by a search, SQLite reads them one by one by rowid for a page;
 * beyond it, a page in creation order walks the language's creation index instead, skipping
 * posts the trigram table did not name, and stops once the page is full (reading a few
 * hundred long posts by rowid costs more than walking the index until 9 are found).
 */
const FEW_MATCHES = 100;

export async function listPosts(db: Db, lang: string, query: BlogListQuery) {
  const { count } = await withoutExcluded(postsMatching(db, lang, query), query.exclude)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();

  const rows = await pageOfPosts(db, lang, query, Number(count));
  return { count: Number(count), results: await withLabels(db, lang, rows) };
}

/** The list's page of posts, in its order; `count` is how many posts the filters keep. */
async function pageOfPosts(db: Db, lang: string, query: BlogListQuery, count: number) {
  if (query.limit === undefined) {
    return orderedPosts(db, lang, query, count).select(LIST_COLUMNS).execute();
  }
  const page = pageOfIds(db, lang, query, count);
  if (page === undefined) return [];
  const ids = (await page.ids.execute()).map((row) => row.id);
  if (page.reversed) ids.reverse();
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
 * The ids of a page of the list (`limit` given), in its order, or nothing past its end.
 * Only ids are selected, so skipping to a deep offset walks the order's index alone (on
 * PostgreSQL an index-only scan, where reading each skipped post's row took 34 ms for the
 * last page of 10,000 posts), and from whichever end of the list is nearer: the opposite
 * order, then turned around.
 */
export function pageOfIds(db: Db, lang: string, query: BlogListQuery, count: number) {
  const window = pageFromNearerEnd(count, query.offset, query.limit!);
  if (window === undefined) return undefined;
  const ids = orderedPosts(db, lang, query, count, window.reversed)
    .select('blog_posts.id')
    .limit(window.limit)
    .offset(window.offset);
  return { ids, reversed: window.reversed };
}

/** The posts the list's filters keep, in its order (or the opposite one), not yet paged. */
function orderedPosts(db: Db, lang: string, query: BlogListQuery, count: number, reversed = false) {
  const [field, direction] = parseOrdering<Order>(query.ordering ?? '-created_at');
  const way = (direction === 'asc') === reversed ? 'desc' : 'asc';
  const fewMatches = field !== 'created_at' || count <= FEW_MATCHES;
  return (
    withoutExcluded(postsMatching(db, lang, query, { fewMatches }), query.exclude)
      .orderBy(field, way)
      // Ties in the order's own direction: each order is then one index read either way.
      .orderBy('id', way)
  );
}

/**
 * Leaves out the given posts, in the count as in the page, so a page stays full: the blog
 * list asks for its posts without the featured one it shows above them.
 */
function withoutExcluded(query: PostQuery, ids: number[] | undefined): PostQuery {
  return ids?.length ? query.where('blog_posts.id', 'not in', ids) : query;
}
