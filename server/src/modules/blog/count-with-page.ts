// A search's count and its page's ids in one read of its matches (PostgreSQL). Counted
// through an index, a word's matches are read from the table one by one (with the trigram
// index this had, rereading each candidate's text: 5–7 ms for a word in 800 of 10,000
// posts), which the page's own read of the same matches paid again. Read once, up to the
// count's bound, they give both; the page is the right one only when they are all the
// matches (fewer than the bound).
import { MAX_SEARCH_RESULTS } from '@contract/blog';
import type { BlogListQuery } from '@contract/blog';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { parseOrdering } from '../../http/ids';
import type { ListCount } from './list-posts';
import { orderField } from './list-order';
import type { ListOrder } from './list-order';
import type { PostQuery } from './queries';

export interface CountWithPage {
  counted: ListCount;
  /** The page's ids in the list's order, when the count is complete. */
  pageIds?: number[];
}

/**
 * `matching`: the list's filters in `lang`, not yet selected from; `query` names the order and
 * page.
 */
export async function countWithPage(
  db: Db,
  lang: string,
  matching: PostQuery,
  query: BlogListQuery & { limit: number },
): Promise<CountWithPage> {
  const [field, direction] = parseOrdering<ListOrder>(query.ordering ?? '-created_at');
  // The field is one the API's ordering allows; the direction is written out here.
  const way = sql.raw(direction === 'asc' ? 'asc' : 'desc');
  const ordered = orderField(matching, lang, field);
  const matches = ordered.posts
    .select(['blog_posts.id', ordered.column.as('ordered_by')])
    .limit(MAX_SEARCH_RESULTS);
  const { rows } = await sql<{ found: string | number; ids: number[] | null }>`
    with matches as (${matches})
    select
      (select count(*) from matches) as found,
      (select array_agg(id order by ordered_by ${way}, id ${way})
        from (select id, ordered_by from matches
              order by ordered_by ${way}, id ${way}
              limit ${query.limit} offset ${query.offset}) as page) as ids
  `.execute(db);
  const count = Number(rows[0]!.found);
  const counted = { count, complete: count < MAX_SEARCH_RESULTS };
  return counted.complete ? { counted, pageIds: rows[0]!.ids ?? [] } : { counted };
}
