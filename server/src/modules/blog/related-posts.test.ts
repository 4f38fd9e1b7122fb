// Related posts, read by the linked posts' ids and by a walk of the newest posts, give what a
// scan of every post gives: the newest posts of the language sharing a group or a tag, the
// post itself left out, ties in time broken by id. Label ids are shared between languages, as
// each language numbers its own groups and tags.
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertPosts } from './fixtures';
import type { PostFixture } from './fixtures';
import { newestLinkedWalk, relatedPosts } from './related-posts';

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** Labels by position: a common group, rarer ones, a rare tag alone, and none at all. */
function labelsAt(index: number): Pick<PostFixture, 'groups' | 'tags'> {
  if (index % 17 === 0) return {};
  if (index % 40 === 5) return { tags: [4] };
  return {
    groups: [index % 3 === 0 ? 1 : index % 11 === 0 ? 2 : 3],
    tags: index % 7 === 0 ? [1, 2] : [],
  };
}

const posts: PostFixture[] = [
  ...Array.from({ length: 300 }, (_, index) => ({
    id: index + 1,
    lang: 'en',
    title: `post ${index + 1}`,
    // Pairs of posts share a time, so the id decides between them.
    created_at: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(index / 2))).toISOString(),
    ...labelsAt(index),
  })),
  ...Array.from({ length: 60 }, (_, index) => ({
    id: 1000 + index,
    lang: 'fa',
    title: `نوشته ${index}`,
    created_at: new Date(Date.UTC(2026, 0, 2, 0, index)).toISOString(),
    ...labelsAt(index * 5),
  })),
];

/** What a scan of every post keeps, newest first. */
function scanned(id: number): number[] {
  const post = posts.find((candidate) => candidate.id === id)!;
  const shares = (other: PostFixture) =>
    (other.groups ?? []).some((group) => post.groups?.includes(group)) ||
    (other.tags ?? []).some((tag) => post.tags?.includes(tag));
  return posts
    .filter((other) => other.lang === post.lang && other.id !== id && shares(other))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, 8)
    .map((other) => other.id);
}

describe('related posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await insertPosts(t.db, posts);
  });
  afterAll(() => t.close());

  const ids = async (lang: string, id: number, directReadLinks?: number) =>
    (await relatedPosts(t.db, lang, id, directReadLinks)).map((post) => post.id);

  it('keeps what a scan keeps, whichever way the posts are read', async () => {
    const probed = [1, 2, 4, 6, 8, 12, 18, 46, 78, 125, 166, 299, 300, 1000, 1001, 1008, 1059];
    for (const id of probed) {
      const lang = id >= 1000 ? 'fa' : 'en';
      const expected = scanned(id);
      // The walk (any link is too many), the read by id (none is), and as the service reads.
      expect(await ids(lang, id, 1), `post ${id}, walked`).toEqual(expected);
      expect(await ids(lang, id, 1_000_000), `post ${id}, by id`).toEqual(expected);
      expect(await ids(lang, id), `post ${id}`).toEqual(expected);
    }
  });

  it('finds the posts of a rare label alone, however far down the list', async () => {
    // Post 6 has only the tag of every 40th post (post 86 has no labels at all).
    const expected = [286, 246, 206, 166, 126, 46];
    expect(scanned(6)).toEqual(expected);
    expect(await ids('en', 6, 1)).toEqual(expected);
    expect(await ids('en', 6)).toEqual(expected);
  });

  it('gives none for a post without groups or tags', async () => {
    expect(await ids('en', 1)).toEqual([]);
    expect(await ids('en', 1, 1)).toEqual([]);
  });

  it("gives each post's list fields", async () => {
    const [first] = await relatedPosts(t.db, 'en', 4);
    const source = posts.find((post) => post.id === first!.id)!;
    expect(first!.title).toBe(source.title);
  });

  // PostgreSQL may turn each `exists` into a hash of every link of the label, read before
  // the walk's first post: 55,699 links for the largest group at 100,000 posts a language.
  it.runIf(onPostgres)('walks the posts asking each for its links, hashing none', async () => {
    const query = newestLinkedWalk(t.db, 'en', 4, { groups: [3], tags: [1, 2] }).compile();
    const { rows } = await t.db.executeQuery(
      CompiledQuery.raw(`explain (costs off) ${query.sql}`, [...query.parameters]),
    );
    const plan = rows.map((row) => Object.values(row as object).join(' ')).join('\n');
    expect(plan).toMatch(/Index Scan Backward using blog_posts_lang_created_at_id/);
    expect(plan).toMatch(/SubPlan/);
    expect(plan).not.toMatch(/hashed SubPlan|Hash/);
  });
});
