// Loads the content files (server/content, or CONTENT_DIR) into the database in one
// transaction: content tables are replaced, what visitors sent is kept. The posts of
// blog-posts.jsonl are read and written a batch at a time.
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { writeInBulk } from '../modules/blog/bulk-write';
import { postLinks, postRow, postVisits, rowsFor } from './content-rows';
import type { DemoContent } from './read-content';
import { prepareDemoMedia } from './prepare-media';
import { readContent, readMorePosts } from './read-content';
import { openStores } from '../storage/open-storage';

export const VISITOR_TABLES = new Set<keyof Database>([
  'contact_messages',
  'form_submissions',
  'idempotency_keys',
]);
/** SQLite binds at most 32766 parameters a statement; small batches stay far below. */
const BATCH = 50;

/** Whether content was loaded (a language is there). */
export async function hasContent(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('languages').select('value').limit(1).execute();
  return existing.length > 0;
}

export async function loadDemoContentIfEmpty(db: Db, config: Config): Promise<boolean> {
  if (await hasContent(db)) return false;
  await loadDemoContent(db, config);
  return true;
}

/** Rows a statement of the file of more posts: 1,000 posts bind 12,000 values, 5,000 links 10,000. */
const POST_BATCH = 1_000;
const LINK_BATCH = 5_000;

export async function loadDemoContent(db: Db, config: Config): Promise<Record<string, number>> {
  const content = readContent(config.contentDir);
  const rows = rowsFor(content);
  const stores = openStores(config);
  await prepareDemoMedia(stores.media, config.contentDir).finally(() => stores.close());
  const counts: Record<string, number> = {};
  await db.transaction().execute((trx) =>
    writeInBulk(trx, async () => {
      for (const [table, tableRows] of Object.entries(rows) as [keyof typeof rows, unknown[]][]) {
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
      // The studio's drafts and revisions, and custom pages' former addresses, were of the
      // content replaced; its accounts, sessions and audit log are not content and stay.
      for (const table of [
        'studio_revisions',
        'studio_item_languages',
        'studio_items',
        'custom_page_paths',
      ] as const)
        await trx.deleteFrom(table).execute();
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
    blog_post_visits: [] as object[],
    blog_post_groups: [] as object[],
    blog_post_tags: [] as object[],
  };
  // The write sent last. The next is sent when it is done, and meanwhile the posts after it
  // are read and folded: PostgreSQL writes in a process of its own, and 100,000 posts a
  // language took 101 s one after the other (posts written for 49 s, read and folded for
  // about 37). SQLite writes on this thread, so there it changes nothing.
  let sent: Promise<unknown> = Promise.resolve();
  const write = async (table: keyof typeof waiting, least: number) => {
    const batch = waiting[table];
    if (batch.length === 0 || batch.length < least) return;
    waiting[table] = [];
    counts[table] = (counts[table] ?? 0) + batch.length;
    await sent;
    // A post's row of visits may be there already, made with the post (whichever is written
    // first, the other keeps it); the file's count is set on it.
    sent =
      table === 'blog_post_visits'
        ? trx
            .insertInto(table)
            .values(batch as never)
            .onConflict((conflict) =>
              conflict
                .columns(['post_id', 'lang'])
                .doUpdateSet({ visited: (eb) => eb.ref('excluded.visited') }),
            )
            .execute()
        : trx
            .insertInto(table)
            .values(batch as never)
            .execute();
    // Handled when awaited, before the next write or at the end.
    sent.catch(() => undefined);
  };
  for await (const { post, place } of readMorePosts(dir)) {
    if (ids.has(post.id))
      throw new Error(`Content file ${place}: post ${post.id} is there already`);
    ids.add(post.id);
    for (const lang of languages) {
      const row = postRow(post, lang);
      if (!row) continue;
      waiting.blog_posts.push(row);
      if (post.visited > 0) waiting.blog_post_visits.push(postVisits(post, lang));
    }
    const links = postLinks(post);
    waiting.blog_post_groups.push(...links.groups);
    waiting.blog_post_tags.push(...links.tags);
    await write('blog_posts', POST_BATCH);
    await write('blog_post_visits', LINK_BATCH);
    await write('blog_post_groups', LINK_BATCH);
    await write('blog_post_tags', LINK_BATCH);
  }
  for (const table of Object.keys(waiting) as (keyof typeof waiting)[]) await write(table, 0);
  await sent;
}
