// The file of more posts (blog-posts.jsonl), as `npm run content:load` reads it: its posts
// are written in every language each is written in, with their links and search text, beside
// blog.json's; a line that is not a post fails the load with its file and line, and the
// content the database held stays.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { readAddress } from '@contract/api-routes';
import { loadDemoContent } from './load-content';
import { MORE_POSTS_FILE } from './read-content';

/** A post of the file's shape; `id` above the demo's. */
const post = (id: number, title: Record<string, string>) => ({
  id,
  created_at: '2027-03-01T08:00:00.000Z',
  visited: id,
  banner: 'blog-1',
  groups: [1],
  tags: [1, 2],
  title,
  short: title,
  body: Object.fromEntries(Object.entries(title).map(([lang, text]) => [lang, `<p>${text}</p>`])),
});

describe('the file of more posts', () => {
  let t: TestApp;
  let dir: string;
  const withLines = (lines: string[]) => {
    fs.writeFileSync(path.join(dir, MORE_POSTS_FILE), `${lines.join('\n')}\n`);
    return { ...t.config, contentDir: dir };
  };
  const list = async (lang: string, search: string) =>
    (await t.app.inject(readAddress('posts', lang, { search }))).json() as {
      count: number;
      results: { id: number; tags: { id: number }[] }[];
    };

  beforeAll(async () => {
    t = await createTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-more-posts-'));
    fs.cpSync('server/content', dir, { recursive: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes its posts in their languages beside those of blog.json', async () => {
    const config = withLines([
      JSON.stringify(post(5001, { fa: 'پرواز به یاسوج', en: 'A flight to Yasuj' })),
      '',
      JSON.stringify(post(5002, { fa: 'بلیت یاسوج' })),
    ]);
    const counts = await loadDemoContent(t.db, config);
    await t.app.contentChanged();
    const demo = JSON.parse(fs.readFileSync(path.join(dir, 'blog.json'), 'utf8')) as {
      posts: { title: Record<string, string> }[];
    };
    const written = (lang: string) => demo.posts.filter((p) => p.title[lang]).length;
    expect(counts.blog_posts).toBe(written('fa') + written('en') + written('ar') + 3);
    expect((await list('fa', 'یاسوج')).results.map((p) => p.id)).toEqual([5002, 5001]);
    const english = await list('en', 'yasuj');
    expect(english.results.map((p) => p.id)).toEqual([5001]);
    expect(english.results[0]!.tags.map((tag) => tag.id)).toEqual([1, 2]);
    expect((await list('ar', 'یاسوج')).count).toBe(0);
  });

  it.each([
    ['a line that is not JSON', '{"id": 5003,', 'line 2 cannot be read'],
    ['a post without a title', JSON.stringify({ ...post(5003, {}), title: undefined }), 'line 2'],
    ['a post of blog.json again', JSON.stringify(post(3, { fa: 'دوباره' })), 'post 3 is there'],
  ])('refuses %s, naming its line, and keeps the content held', async (_, bad, message) => {
    const config = withLines([JSON.stringify(post(5004, { fa: 'پرواز به ایلام' })), bad]);
    await expect(loadDemoContent(t.db, config)).rejects.toThrow(message);
    await expect(loadDemoContent(t.db, config)).rejects.toThrow(MORE_POSTS_FILE);
    expect((await list('fa', 'یاسوج')).results.map((p) => p.id)).toEqual([5002, 5001]);
    expect((await list('fa', 'ایلام')).count).toBe(0);
  });

  // More posts than a statement writes (POST_BATCH): a batch is written while the lines
  // after it are read.
  const manyPosts = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      JSON.stringify(post(6000 + i, { fa: `پرواز شماره ${i} به زاهدان` })),
    );

  it('writes every post of a file longer than a batch, and fails whole at a bad line after one', async () => {
    const lines = manyPosts(2_500);
    await expect(loadDemoContent(t.db, withLines([...lines, '{"id":']))).rejects.toThrow(
      'line 2501 cannot be read',
    );
    // A link the database refuses (the same tag twice), written after the last line is read.
    const twice = JSON.stringify({ ...post(5999, { fa: 'زاهدان' }), tags: [1, 1] });
    await expect(loadDemoContent(t.db, withLines([twice, ...lines]))).rejects.toThrow();
    expect((await list('fa', 'زاهدان')).count).toBe(0);

    const counts = await loadDemoContent(t.db, withLines(lines));
    await t.app.contentChanged();
    const rowsFrom = async (table: 'blog_posts' | 'blog_post_tags', column: 'id' | 'post_id') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('rows'))
            .where(column, '>=', 6000)
            .executeTakeFirstOrThrow()
        ).rows,
      );
    expect(await rowsFrom('blog_posts', 'id')).toBe(2_500);
    expect(await rowsFrom('blog_post_tags', 'post_id')).toBe(2 * 2_500);
    expect(counts.blog_posts).toBeGreaterThan(2_500);
    // The last post written, found by its own number.
    expect((await list('fa', 'شماره 2499')).results.map((p) => p.id)).toEqual([8499]);
  });
});
