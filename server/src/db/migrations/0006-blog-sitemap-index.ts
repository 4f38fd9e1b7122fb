// An index the sitemap's plan reads instead of the posts: each post version's id, language,
// last change and a bound on its title's slug once percent-encoded (a character of b bytes
// in UTF-8 is at most 6b - 5 characters of the slug; see site/sitemap-post-cuts.ts).
// Reading the rows read every post's body with them (0.2-0.3 s at 10,000 posts a language,
// more from a cold cache); the index holds a few numbers per post. PostgreSQL answers from
// an index alone only with stored columns, so it keeps the bound in a generated column
// (`slug_bound`); SQLite answers from an index on the expression itself (it does not from
// an index on a virtual column, and cannot add a stored one).
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const INDEX = 'blog_posts_id_lang_sitemap';

export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table blog_posts add column slug_bound integer
      generated always as (6 * octet_length(title) - 5 * char_length(title)) stored`.execute(db);
    await sql`create index ${sql.id(INDEX)} on blog_posts (id, lang, updated_at, slug_bound)`.execute(
      db,
    );
    return;
  }
  await sql`create index ${sql.id(INDEX)} on blog_posts
    (id, lang, updated_at, (6 * length(cast(title as blob)) - 5 * length(title)))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('blog_posts').dropColumn('slug_bound').execute();
  }
}
