// Adds generated posts to a database that holds the demo airline: N posts a language with
// ids above the demo's (a post's translations share its id, as its groups and tags do),
// spread over the years before the demo's own, read a few to thousands of times, each in
// one or two of the demo's groups and under one to four tags, among which a tag for every
// 50 posts is added to the demo's. One transaction, written a batch at a time.
import { performance } from 'node:perf_hooks';
import type { Db } from '../../server/src/db/database';
import { postSearchText } from '../../server/src/modules/blog/search-text';
import { writeInBulk } from '../../server/src/modules/blog/bulk-write';
import {
  LANGUAGES,
  commonWords,
  languageSeed,
  postTexts,
  random,
  topicWords,
} from './generate-posts';
import type { Lang } from './generate-posts';

/** Rows a statement: 1,000 posts bind 12,000 values, below SQLite's 32,766 and PostgreSQL's 65,535. */
const POST_BATCH = 1_000;
const LINK_BATCH = 5_000;
const FIRST_DAY = Date.UTC(2016, 0, 1);
const LAST_DAY = Date.UTC(2024, 11, 31);

export interface AddedPosts {
  firstId: number;
  lastId: number;
  tags: number;
  /** Milliseconds spent writing the posts, and the tags with the links. */
  postsMs: number;
  linksMs: number;
}

export async function addGeneratedPosts(db: Db, perLanguage: number): Promise<AddedPosts> {
  const demo = await demoFacts(db);
  const firstId = demo.lastPostId + 1;
  const tagIds = Array.from(
    { length: Math.max(20, Math.round(perLanguage / 50)) },
    (_, k) => demo.lastTagId + 1 + k,
  );
  const started = performance.now();
  let postsMs = 0;
  // A bulk write, as a content load is: the tags' visits are counted once at its end.
  await db.transaction().execute((trx) =>
    writeInBulk(trx, async () => {
      for (const lang of LANGUAGES) {
        for (const batch of batches(postRows(lang, perLanguage, firstId, demo.banners), POST_BATCH))
          await trx.insertInto('blog_posts').values(batch).execute();
      }
      postsMs = performance.now() - started;
      for (const batch of batches(tagRows(tagIds), POST_BATCH))
        await trx.insertInto('blog_tags').values(batch).execute();
      const links = linkRows(firstId, perLanguage, demo.groupIds, [...demo.tagIds, ...tagIds]);
      for (const batch of batches(links.groups, LINK_BATCH))
        await trx.insertInto('blog_post_groups').values(batch).execute();
      for (const batch of batches(links.tags, LINK_BATCH))
        await trx.insertInto('blog_post_tags').values(batch).execute();
    }),
  );
  return {
    firstId,
    lastId: firstId + perLanguage - 1,
    tags: demo.tagIds.length + tagIds.length,
    postsMs,
    linksMs: performance.now() - started - postsMs,
  };
}

async function demoFacts(db: Db) {
  const posts = await db
    .selectFrom('blog_posts')
    .select(['id', 'banner'])
    .where('lang', '=', 'fa')
    .execute();
  const tags = await db.selectFrom('blog_tags').select('id').where('lang', '=', 'fa').execute();
  const groups = await db.selectFrom('blog_groups').select('id').where('lang', '=', 'fa').execute();
  return {
    lastPostId: Math.max(0, ...posts.map((post) => post.id)),
    lastTagId: Math.max(0, ...tags.map((tag) => tag.id)),
    banners: posts.map((post) => post.banner),
    tagIds: tags.map((tag) => tag.id),
    groupIds: groups.map((group) => group.id),
  };
}

function* postRows(lang: Lang, count: number, firstId: number, banners: string[]) {
  const visits = random(languageSeed(lang) + 7);
  const step = (LAST_DAY - FIRST_DAY) / count;
  let i = 0;
  for (const text of postTexts(lang, count)) {
    const id = firstId + i;
    const created = new Date(FIRST_DAY + Math.round(i * step)).toISOString();
    i += 1;
    yield {
      id,
      lang,
      ...text,
      created_at: created,
      updated_at: created,
      // Most posts are read a little, a few very often.
      visited: Math.floor(20_000 * visits() ** 4),
      is_featured: 0,
      banner:
        banners[id % banners.length] ?? JSON.stringify({ desktop_banner: '', phone_banner: '' }),
      gallery: '[]',
      search_text: postSearchText(`${text.title} ${text.short_description} ${text.body}`),
    };
  }
}

function tagRows(ids: number[]) {
  return LANGUAGES.flatMap((lang) => {
    const topics = topicWords(lang);
    const words = commonWords(lang);
    return ids.map((id, k) => ({
      id,
      lang,
      title: `${topics[k % topics.length]} ${words[Math.floor(k / topics.length) % words.length]}`,
    }));
  });
}

function linkRows(firstId: number, count: number, groupIds: number[], tagIds: number[]) {
  const next = random(99);
  /** `how many` distinct ids of `pool`, the first ones chosen more often. */
  const choose = (pool: number[], howMany: number) => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(howMany, pool.length))
      chosen.add(pool[Math.floor(pool.length * next() ** 2)]!);
    return [...chosen];
  };
  const groups: { post_id: number; group_id: number }[] = [];
  const tags: { post_id: number; tag_id: number }[] = [];
  for (let post_id = firstId; post_id < firstId + count; post_id++) {
    for (const group_id of choose(groupIds, next() < 0.3 ? 2 : 1))
      groups.push({ post_id, group_id });
    for (const tag_id of choose(tagIds, 1 + Math.floor(next() * 4))) tags.push({ post_id, tag_id });
  }
  return { groups, tags };
}

function* batches<T>(rows: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
