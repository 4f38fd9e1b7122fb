// The visits each tag keeps (`blog_tags.visits`, migration 0005): counted whole, and bulk
// writes that count them once at their end.
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Sets every tag's visits to the sum of its posts' visits in its language: every tag to 0,
 * then the links read once and summed by tag and language, however many tags there are (a
 * sum per tag is a read of the posts per tag where a planner starts from the posts).
 */
export async function recountTagVisits(db: Db): Promise<void> {
  await sql`update blog_tags set visits = 0 where visits <> 0`.execute(db);
  await sql`update blog_tags set visits = totals.visits
      from (select blog_post_tags.tag_id, blog_posts.lang, sum(blog_posts.visited) as visits
              from blog_post_tags join blog_posts on blog_posts.id = blog_post_tags.post_id
             group by blog_post_tags.tag_id, blog_posts.lang) as totals
     where blog_tags.id = totals.tag_id and blog_tags.lang = totals.lang`.execute(db);
}

/**
 * Runs a bulk write (a content load) in the transaction `trx` and counts the tags' visits
 * once at its end. On PostgreSQL the triggers stand aside meanwhile: there each of the
 * write's link inserts, adding to the same few tags, would walk past every version of those
 * rows the transaction made before it. SQLite updates a row in place; its triggers just run.
 */
export async function writeInBulk<T>(trx: Db, write: () => Promise<T>): Promise<T> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select set_config('parvaz.tag_visits', 'recount', true)`.execute(trx);
  const result = await write();
  await recountTagVisits(trx);
  return result;
}
