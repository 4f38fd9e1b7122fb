// The visits each tag keeps (`blog_tags.visits`, migration 0005), counted whole: a bulk write
// counts them once at its end (bulk-write.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Sets every tag's visits to the sum of its posts' visits in its language: every tag to 0,
 * then the links read once and summed by tag and language, however many tags there are (a
 * sum per tag is a read of the posts per tag where a planner starts from the posts).
 */
export async function recountTagVisits(db: Db): Promise<void> {
  await sql`update blog_tags set visits = 0 where visits <> 0`.execute(db);
  await sql`update blog_tags set visits = totals.visits
      from (select blog_post_tags.tag_id, blog_post_visits.lang, sum(blog_post_visits.visited) as visits
              from blog_post_tags
              join blog_post_visits on blog_post_visits.post_id = blog_post_tags.post_id
             group by blog_post_tags.tag_id, blog_post_visits.lang) as totals
     where blog_tags.id = totals.tag_id and blog_tags.lang = totals.lang`.execute(db);
}
