// The blog list's orders. Newest, last changed and title are columns of the post's row, each
// with an index of the language's posts in that order; a post's visits are in a table of
// their own (migration 0017), joined for that order and read along its index (language,
// visits, post).
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PostQuery } from './queries';

export type ListOrder = 'created_at' | 'updated_at' | 'visited' | 'title';

/** Which way a list's order is read. */
export type Way = 'asc' | 'desc';

/** The way to read a list in `direction`: that way, or the opposite one when `reversed`. */
export const wayOf = (direction: Way, reversed: boolean): Way =>
  (direction === 'asc') === reversed ? 'desc' : 'asc';

/** The posts with their visits in `lang` beside them, for an order by visits. */
function withVisits(posts: PostQuery, lang: string): PostQuery {
  return posts
    .innerJoin('blog_post_visits', (join) =>
      join
        .onRef('blog_post_visits.post_id', '=', 'blog_posts.id')
        .onRef('blog_post_visits.lang', '=', 'blog_posts.lang'),
    )
    .where('blog_post_visits.lang', '=', lang) as unknown as PostQuery;
}

/** `field` on posts as orderField leaves them: the posts' own column, or their visits'. */
export const orderColumn = (field: ListOrder) =>
  field === 'visited'
    ? sql<number | string>`blog_post_visits.visited`
    : sql<number | string>`${sql.ref(`blog_posts.${field}`)}`;

/**
 * The query of posts that `field` can be read from, the field, and the post's id as the same
 * index holds it (the tie-breaker): the posts' own columns, or their visits joined.
 */
export function orderField(posts: PostQuery, lang: string, field: ListOrder) {
  const column = orderColumn(field);
  return field === 'visited'
    ? { posts: withVisits(posts, lang), column, id: sql<number>`blog_post_visits.post_id` }
    : { posts, column, id: sql<number>`blog_posts.id` };
}

/** The posts in `field`'s order, `way` up or down, ties by id the same way. */
export function inOrder(posts: PostQuery, lang: string, field: ListOrder, way: Way): PostQuery {
  const ordered = orderField(posts, lang, field);
  return ordered.posts.orderBy(ordered.column, way).orderBy(ordered.id, way);
}

/**
 * The language's posts as the rows of their visits alone, named as posts (`id`, `lang`,
 * `visited`): every post has its row of visits and every row its post (0017), so a list by
 * visits that keeps every post reads the visits' index alone, with no post's row nor a join.
 */
export function visitsAsPosts(db: Db, lang: string): PostQuery {
  return db.selectFrom(
    db
      .selectFrom('blog_post_visits')
      .select(['post_id as id', 'lang', 'visited'])
      .where('lang', '=', lang)
      .as('blog_posts'),
  ) as unknown as PostQuery;
}

/** The visits of visitsAsPosts' rows, what they are ordered by. */
export const visitsAlone = sql<number>`blog_posts.visited`;

/** visitsAsPosts' rows by visits, `way` up or down, ties by post the same way. */
export const visitsInOrder = (visits: PostQuery, way: Way): PostQuery =>
  visits.orderBy(visitsAlone, way).orderBy('blog_posts.id', way);
