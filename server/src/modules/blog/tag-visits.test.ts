// A tag's visits are kept on the tag by the database, so listing tags by visits reads the
// tags alone. Whatever is written (visits counted, a load replacing the content, a post, a
// link or a tag added, removed or renumbered, in any order), every tag's kept count equals
// the sum of its posts' visits in its language, on SQLite and on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { loadDemoContent } from '../../content/load-content';
import { VisitCounter } from '../../http/visit-counter';
import { writeInBulk } from './bulk-write';
import { recountTagVisits } from './tag-visits';

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

interface TagCount {
  id: number;
  lang: string;
  visits: number;
}

describe('visits kept on each tag', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const kept = async (): Promise<TagCount[]> =>
    (
      await t.db
        .selectFrom('blog_tags')
        .select(['id', 'lang', 'visits'])
        .orderBy('lang')
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, visits: Number(row.visits) }));

  /** The count as the tag list used to sum it at every request. */
  const summed = async (): Promise<TagCount[]> =>
    (
      await sql<TagCount>`select blog_tags.id, blog_tags.lang,
          coalesce(sum(blog_post_visits.visited), 0) as visits
        from blog_tags
        left join blog_post_tags on blog_post_tags.tag_id = blog_tags.id
        left join blog_post_visits on blog_post_visits.post_id = blog_post_tags.post_id
          and blog_post_visits.lang = blog_tags.lang
        group by blog_tags.id, blog_tags.lang
        order by blog_tags.lang, blog_tags.id`.execute(t.db)
    ).rows.map((row) => ({ ...row, id: Number(row.id), visits: Number(row.visits) }));

  const expectInStep = async () => {
    const now = await kept();
    expect(now.length).toBeGreaterThan(0);
    expect(now).toEqual(await summed());
  };

  const freeId = async (table: 'blog_posts' | 'blog_tags') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    ) + 1;

  const postsOfTag = async (tagId: number) =>
    (
      await t.db
        .selectFrom('blog_post_tags')
        .select('post_id')
        .where('tag_id', '=', tagId)
        .orderBy('post_id')
        .execute()
    ).map((row) => row.post_id);

  it('holds the sum once the demo content is loaded, and reads read visits', async () => {
    await expectInStep();
    expect((await kept()).some((tag) => tag.visits > 0)).toBe(true);
  });

  it('follows visits counted and flushed', async () => {
    const [postId] = await postsOfTag(1);
    const counter = new VisitCounter(t.db, () => {});
    for (let i = 0; i < 7; i += 1) counter.record('blog_posts', postId!, 'fa');
    counter.record('blog_posts', postId!, 'en');
    const before = (await kept()).find((tag) => tag.id === 1 && tag.lang === 'fa')!.visits;
    await counter.flush();
    expect((await kept()).find((tag) => tag.id === 1 && tag.lang === 'fa')!.visits).toBe(
      before + 7,
    );
    await expectInStep();
  });

  it('follows one statement adding visits to several posts of a tag, in several languages', async () => {
    const posts = await postsOfTag(1);
    expect(posts.length).toBeGreaterThan(1);
    const counter = new VisitCounter(t.db, () => {});
    posts.forEach((postId, i) => {
      counter.record('blog_posts', postId, 'fa', i + 1);
      counter.record('blog_posts', postId, 'en', 2);
    });
    const visitsOf = async (lang: string) =>
      (await kept()).find((tag) => tag.id === 1 && tag.lang === lang)!.visits;
    const [fa, en] = [await visitsOf('fa'), await visitsOf('en')];
    await counter.flush();
    expect(await visitsOf('fa')).toBe(fa + (posts.length * (posts.length + 1)) / 2);
    expect(await visitsOf('en')).toBe(en + 2 * posts.length);
    await expectInStep();
  });

  it('follows a link removed, added and moved to another tag', async () => {
    const [postId] = await postsOfTag(1);
    await t.db
      .deleteFrom('blog_post_tags')
      .where('post_id', '=', postId!)
      .where('tag_id', '=', 1)
      .execute();
    await expectInStep();
    await t.db.insertInto('blog_post_tags').values({ post_id: postId!, tag_id: 1 }).execute();
    await expectInStep();
    const free = await freeId('blog_tags');
    await t.db
      .insertInto('blog_tags')
      .values([
        { id: free, lang: 'fa', title: 'تازه' },
        { id: free, lang: 'en', title: 'new' },
      ])
      .execute();
    await t.db
      .updateTable('blog_post_tags')
      .set({ tag_id: free })
      .where('post_id', '=', postId!)
      .where('tag_id', '=', 1)
      .execute();
    await expectInStep();
  });

  it('follows a post removed and written again, and a post renumbered', async () => {
    const [postId] = await postsOfTag(2);
    const read = await t.db
      .selectFrom('blog_posts')
      .selectAll()
      .where('id', '=', postId!)
      .execute();
    // Written again as a writer writes it: PostgreSQL computes `slug_bound` itself.
    const rows = read.map((row) => {
      const { slug_bound: _computed, ...written } = row as typeof row & { slug_bound?: number };
      return written;
    });
    await t.db.deleteFrom('blog_posts').where('id', '=', postId!).execute();
    await expectInStep();
    await t.db.insertInto('blog_posts').values(rows).execute();
    await expectInStep();
    const free = await freeId('blog_posts');
    await t.db
      .updateTable('blog_posts')
      .set({ id: free })
      .where('id', '=', postId!)
      .where('lang', '=', 'fa')
      .execute();
    await expectInStep();
  });

  it('counts a tag written after its posts and links, and a tag renumbered', async () => {
    const tag = await t.db
      .selectFrom('blog_tags')
      .selectAll()
      .where('id', '=', 2)
      .where('lang', '=', 'fa')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('blog_tags').where('id', '=', 2).where('lang', '=', 'fa').execute();
    await t.db
      .insertInto('blog_tags')
      .values({ id: tag.id, lang: tag.lang, title: tag.title })
      .execute();
    await expectInStep();
    expect((await kept()).find((row) => row.id === 2 && row.lang === 'fa')!.visits).toBe(
      Number(tag.visits),
    );
    const free = await freeId('blog_tags');
    await t.db
      .updateTable('blog_tags')
      .set({ id: free })
      .where('id', '=', 2)
      .where('lang', '=', 'en')
      .execute();
    await expectInStep();
    expect((await kept()).find((row) => row.id === free && row.lang === 'en')!.visits).toBe(0);
  });

  it('holds the sum after a load replaces the content', async () => {
    await loadDemoContent(t.db, t.config);
    await expectInStep();
  });

  it('recounts every tag whole: wrong counts set right, a tag left without posts set to 0', async () => {
    expect(await postsOfTag(2)).not.toHaveLength(0);
    await t.db.updateTable('blog_tags').set({ visits: 12_345 }).execute();
    await recountTagVisits(t.db);
    await expectInStep();
    await t.db
      .transaction()
      .execute((trx) =>
        writeInBulk(trx, () => trx.deleteFrom('blog_post_tags').where('tag_id', '=', 2).execute()),
      );
    await expectInStep();
    expect((await kept()).filter((row) => row.id === 2).map((row) => row.visits)).toEqual([
      0, 0, 0,
    ]);
  });

  it.runIf(!onPostgres)(
    'gives a bulk write a larger page cache, and then its own back',
    async () => {
      const cacheSize = async (db: typeof t.db) =>
        (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]!.cache_size;
      const before = await cacheSize(t.db);
      let during = 0;
      await t.db.transaction().execute((trx) =>
        writeInBulk(trx, async () => {
          during = await cacheSize(trx);
        }),
      );
      expect(during).toBe(-65_536);
      expect(await cacheSize(t.db)).toBe(before);
    },
  );

  /** A post holding none of tag 3's links, with visits, and tag 3's visits in its language. */
  const postOutsideTag3 = async () => {
    const linked = new Set(await postsOfTag(3));
    const post = await t.db
      .selectFrom('blog_post_visits')
      .select(['post_id as id', 'lang'])
      .where('visited', '>', 0)
      .orderBy('post_id')
      .execute()
      .then((rows) => rows.find((row) => !linked.has(row.id))!);
    const visitsOf = async (db: typeof t.db) =>
      Number(
        (
          await db
            .selectFrom('blog_tags')
            .select('visits')
            .where('id', '=', 3)
            .where('lang', '=', post.lang)
            .executeTakeFirstOrThrow()
        ).visits,
      );
    /** Takes away the link to tag 3 a test gave the post. */
    const unlink = () =>
      t.db
        .deleteFrom('blog_post_tags')
        .where('post_id', '=', post.id)
        .where('tag_id', '=', 3)
        .execute();
    return { post, visitsOf, unlink };
  };

  it.runIf(onPostgres)(
    'leaves counting to the end of a bulk write on PostgreSQL: the triggers stand aside while it writes',
    async () => {
      const { post, visitsOf, unlink } = await postOutsideTag3();
      const before = await visitsOf(t.db);
      let during = -1;
      await t.db.transaction().execute((trx) =>
        writeInBulk(trx, async () => {
          await trx.insertInto('blog_post_tags').values({ post_id: post.id, tag_id: 3 }).execute();
          during = await visitsOf(trx);
        }),
      );
      expect(during).toBe(before);
      expect(await visitsOf(t.db)).toBeGreaterThan(before);
      await expectInStep();
      // Written one at a time again, a link is counted as it is written.
      await unlink();
      expect(await visitsOf(t.db)).toBe(before);
    },
  );

  it('has the counts whole and the triggers back after a failed bulk write, for a caller that goes on', async () => {
    const { post, visitsOf, unlink } = await postOutsideTag3();
    const before = await visitsOf(t.db);
    await t.db.transaction().execute(async (trx) => {
      const failed = writeInBulk(trx, async () => {
        await trx.insertInto('blog_post_tags').values({ post_id: post.id, tag_id: 3 }).execute();
        throw new Error('the content is wrong');
      });
      await expect(failed).rejects.toThrow('the content is wrong');
      // What the failed write wrote is counted,
      const linked = await visitsOf(trx);
      expect(linked).toBeGreaterThan(before);
      // and what is written after it is counted as it is written.
      await trx
        .deleteFrom('blog_post_tags')
        .where('post_id', '=', post.id)
        .where('tag_id', '=', 3)
        .execute();
      expect(await visitsOf(trx)).toBe(before);
      await trx.insertInto('blog_post_tags').values({ post_id: post.id, tag_id: 3 }).execute();
      expect(await visitsOf(trx)).toBe(linked);
    });
    await expectInStep();
    await unlink();
    await expectInStep();
  });

  it('lists tags by the kept visits, as the sum would order them', async () => {
    const [postId] = await postsOfTag(3);
    await t.db
      .updateTable('blog_post_visits')
      .set({ visited: 1_000_000 })
      .where('post_id', '=', postId!)
      .where('lang', '=', 'fa')
      .execute();
    const answer = await t.app.inject('/cms/content/v1/Tags/?ordering=-visited&lang=fa');
    const byAnswer = (answer.json() as { id: number }[]).map((tag) => tag.id);
    const bySum = (await summed())
      .filter((tag) => tag.lang === 'fa')
      .sort((a, b) => b.visits - a.visits || a.id - b.id)
      .map((tag) => tag.id);
    expect(byAnswer).toEqual(bySum);
  });
});
