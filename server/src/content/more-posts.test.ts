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
});
