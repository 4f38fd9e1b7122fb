// The featured posts of a language, newest first, read along an index. Every blog page
// asks for the newest featured post and counts the featured ones; without this index both
// read every post of the language (about 250 ms at 100,000 posts a language from a warm
// cache, seconds from disk), once per language after each start and content change.
import type { Kysely } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const INDEX = 'blog_posts_lang_is_featured_created_at_id';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex(INDEX)
    .on('blog_posts')
    .columns(['lang', 'is_featured', 'created_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
}
