// Loads the content files (server/content, or CONTENT_DIR) into the database in one
// transaction: content tables are replaced, what visitors sent is kept. The posts of
// blog-posts.jsonl are read and written a batch at a time.
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { writeInBulk } from '../modules/blog/bulk-write';
import { postLinks, postRow, rowsFor } from './content-rows';
import type { DemoContent } from './read-content';
import { prepareDemoMedia } from './prepare-media';
import { readContent, readMorePosts } from './read-content';

const VISITOR_TABLES = new Set<keyof Database>([
  'contact_messages',
  'form_submissions',
  'idempotency_keys',
]);
/** SQLite binds at most 32766 parameters a statement; small batches stay far below. */
const BATCH = 50;

export async function loadDemoContentIfEmpty(db: Db, config: Config): Promise<boolean> {
  const existing = await db.selectFrom('languages').select('value').limit(1).execute();
  if (existing.length > 0) return false;
  await loadDemoContent(db, config);
  return true;
}

/** Rows a statement of the file of more posts: 1,000 posts bind 12,000 values, 5,000 links 10,000. */
const POST_BATCH = 1_000;
const LINK_BATCH = 5_000;

export async function loadDemoContent(db: Db, config: Config): Promise<Record<string, number>> {
  const content = readContent(config.contentDir);
  const rows = rowsFor(content);
  await prepareDemoMedia(config.mediaDir, config.contentDir);
  const counts: Record<string, number> = {};
  await db.transaction().execute((trx) =>
    writeInBulk(trx, async () => {
      for (const [table, tableRows] of Object.entries(rows) as [keyof Database, unknown[]][]) {
        if (VISITOR_TABLES.has(table)) continue;
        await trx.deleteFrom(table).execute();
        for (let start = 0; start < tableRows.length; start += BATCH) {
          await trx
            .insertInto(table)
            .values(tableRows.slice(start, start + BATCH) as never)
            .execute();
        }
        counts[table] = tableRows.length;
      }
      await writeMorePosts(trx, config.contentDir, content, counts);
    }),
  );
  return counts;
}

/** Writes the posts of the file of more posts, in every language each is written in. */
async function writeMorePosts(
  trx: Db,
  dir: string,
  content: DemoContent,
  counts: Record<string, number>,
): Promise<void> {
  const languages = content.languages.map((language) => language.value);
  const ids = new Set(content.blog.posts.map((post) => post.id));
  const waiting = {
    blog_posts: [] as object[],
    blog_post_groups: [] as object[],
    blog_post_tags: [] as object[],
  };
  const write = async (table: keyof typeof waiting, least: number) => {
    const batch = waiting[table];
    if (batch.length === 0 || batch.length < least) return;
    await trx
      .insertInto(table)
      .values(batch as never)
      .execute();
    counts[table] = (counts[table] ?? 0) + batch.length;
    waiting[table] = [];
  };
  for await (const { post, place } of readMorePosts(dir)) {
    if (ids.has(post.id))
      throw new Error(`Content file ${place}: post ${post.id} is there already`);
    ids.add(post.id);
    for (const lang of languages) {
      const row = postRow(post, lang);
      if (row) waiting.blog_posts.push(row);
    }
    const links = postLinks(post);
    waiting.blog_post_groups.push(...links.groups);
    waiting.blog_post_tags.push(...links.tags);
    await write('blog_posts', POST_BATCH);
    await write('blog_post_groups', LINK_BATCH);
    await write('blog_post_tags', LINK_BATCH);
  }
  for (const table of Object.keys(waiting) as (keyof typeof waiting)[]) await write(table, 0);
}
