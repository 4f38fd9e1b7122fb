// `npm run content:dump` as the backup `npm run content:load` restores: the demo dumped is a
// folder of valid content files, loading it into a fresh database gives the same rows, and
// dumping that database gives the same bytes; a change published after the load is carried.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import type { TestDatabase } from '@tests/support/test-database';
import { TEST_MEDIA_DIR } from '@tests/support/test-media-dir';
import { loadConfig } from '../config';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { postSearchText } from '../modules/blog/search-text';
import * as files from './content-files';
import { rowsFor } from './content-rows';
import { POSTS_IN_BLOG_FILE } from './dump-blog';
import { dumpContent } from './dump-content';
import { VISITOR_TABLES, loadDemoContent } from './load-content';
import { bannerOf } from './localize';
import { MORE_POSTS_FILE, readContent } from './read-content';

/** The files content:load reads (read-content.ts) and their schemas. */
const SCHEMAS: Record<string, z.ZodType> = {
  'languages.json': files.languagesFile,
  'social-links.json': files.socialLinksFile,
  'company.json': files.companyFile,
  'menu.json': files.menuFile,
  'blog.json': files.blogFile,
  'directors.json': files.directorsFile,
  'services.json': files.servicesFile,
  'faq.json': files.faqFile,
  'licences.json': files.licencesFile,
  'media.json': files.mediaFile,
  'portfolio.json': files.portfolioFile,
  'forms.json': files.formsFile,
  'custom-pages.json': files.customPagesFile,
};
const schemaOf = (file: string) => (file.startsWith('pages/') ? files.pageFile : SCHEMAS[file]);

interface Opened {
  db: Db;
  config: Config;
  database: TestDatabase;
}

async function freshDatabase(): Promise<Opened> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    MEDIA_DIR: TEST_MEDIA_DIR,
  });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  return { db, config, database };
}

const load = (into: Opened, contentDir: string) =>
  loadDemoContent(into.db, { ...into.config, contentDir });

const source = loadConfig({}).contentDir;
const CONTENT_TABLES = Object.keys(rowsFor(readContent(source))).filter(
  (table) => !VISITOR_TABLES.has(table as keyof Database),
) as (keyof Database)[];

/** Every content table's rows, each table's sorted. */
async function contentRows(db: Db): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of CONTENT_TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    tables[table] = rows
      .map((row) => JSON.stringify(row))
      .sort()
      .map((row) => JSON.parse(row));
  }
  return tables;
}

/** The folder's files, by path inside it. */
function filesIn(dir: string): Record<string, string> {
  const names = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return Object.fromEntries(
    names
      .filter((name) => fs.statSync(path.join(dir, name)).isFile())
      .sort()
      .map((name) => [
        name.split(path.sep).join('/'),
        fs.readFileSync(path.join(dir, name), 'utf8'),
      ]),
  );
}

describe('dumping the content', () => {
  let first: Opened;
  let second: Opened;
  let work: string;
  const folder = (name: string) => path.join(work, name);

  beforeAll(async () => {
    [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
    await load(first, source);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-dump-'));
  });
  afterAll(async () => {
    for (const { db, database } of [first, second]) {
      await db.destroy();
      await database.drop();
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('writes each file content:load reads, valid, keys in its schema order, two-space indented', async () => {
    const dump = await dumpContent(first.db, folder('demo'));
    expect(dump.losses).toEqual([]);
    const written = filesIn(folder('demo'));
    const demo = Object.keys(filesIn(source)).filter((name) => name.endsWith('.json'));
    expect(Object.keys(written)).toEqual(demo);
    expect(dump.files.map((entry) => entry.file).sort()).toEqual(demo);
    for (const [name, text] of Object.entries(written)) {
      const parsed = schemaOf(name)!.safeParse(JSON.parse(text));
      expect(parsed.error, name).toBeUndefined();
      expect(`${JSON.stringify(parsed.data, null, 2)}\n`, name).toBe(text);
    }
    const blog = JSON.parse(written['blog.json']!) as z.input<typeof files.blogFile>;
    expect(dump.files.find((entry) => entry.file === 'blog.json')).toEqual({
      file: 'blog.json',
      count: blog.posts.length,
      of: 'posts',
    });
    // Persian, English and Arabic texts, as the demo writes them; the inactive Turkish has none.
    expect(blog.posts[0]!.title).toEqual({
      fa: expect.any(String),
      en: expect.any(String),
      ar: expect.any(String),
    });
  });

  it('restores, in a fresh database, the rows of the load it was dumped from', async () => {
    await load(second, folder('demo'));
    const restored = await contentRows(second.db);
    const original = await contentRows(first.db);
    for (const table of CONTENT_TABLES) {
      expect(restored[table]!.length, table).toBeGreaterThan(0);
      expect(restored[table], table).toEqual(original[table]);
    }
  });

  it('dumps the restored database to the same bytes', async () => {
    await dumpContent(second.db, folder('again'));
    expect(filesIn(folder('again'))).toEqual(filesIn(folder('demo')));
  });

  it('carries a title published in one language after the load, and restores it', async () => {
    const title = 'Kish from above, the island in one morning';
    const post = await first.db
      .selectFrom('blog_posts')
      .selectAll()
      .where('id', '=', 3)
      .where('lang', '=', 'en')
      .executeTakeFirstOrThrow();
    // As publishing a post's language does (modules/studio/posts/publish-post.ts).
    await first.db
      .updateTable('blog_posts')
      .set({
        title,
        updated_at: '2027-01-05T09:30:00.000Z',
        search_text: postSearchText(`${title} ${post.short_description} ${post.body}`),
      })
      .where('id', '=', 3)
      .where('lang', '=', 'en')
      .execute();

    const dump = await dumpContent(first.db, folder('changed'));
    const blog = readContent(folder('changed')).blog;
    const before = readContent(folder('demo')).blog;
    const dumped = blog.posts.find((p) => p.id === 3)!;
    expect(dumped.title).toEqual({
      ...(before.posts.find((p) => p.id === 3)!.title as object),
      en: title,
    });
    expect(blog.posts.filter((p) => p.id !== 3)).toEqual(before.posts.filter((p) => p.id !== 3));
    // The files date a post by its creation alone.
    expect(dump.losses).toEqual(['blog.json: the time of its change: not kept for 3']);

    await load(second, folder('changed'));
    const restored = await contentRows(second.db);
    const changed = await contentRows(first.db);
    const changedPost = (changed.blog_posts as (typeof post)[]).find(
      (row) => row.id === 3 && row.lang === 'en',
    )!;
    expect(changedPost.title).toBe(title);
    changedPost.updated_at = changedPost.created_at;
    for (const table of CONTENT_TABLES) expect(restored[table], table).toEqual(changed[table]);
  });

  it("keeps a banner of the media library, its phone crop named by the files' rule", async () => {
    // A banner chosen from the studio's media library: its 16:9 crop and its 3:4 phone crop.
    const banner = {
      desktop_banner: '/cms/media/m-7-banner.webp',
      phone_banner: '/cms/media/m-7-banner-phone.webp',
    };
    await first.db
      .updateTable('blog_posts')
      .set({ banner: JSON.stringify(banner) })
      .where('id', '=', 6)
      .execute();
    const dump = await dumpContent(first.db, folder('library'));
    expect(dump.losses.filter((loss) => loss.includes('phone picture'))).toEqual([]);
    const post = readContent(folder('library')).blog.posts.find((p) => p.id === 6)!;
    expect(post.banner).toBe('m-7-banner');
    expect(bannerOf(post.banner)).toEqual(banner);
  });

  it('refuses a picture no media name stands for, leaving the folder as it was', async () => {
    await first.db
      .updateTable('blog_posts')
      .set({ banner: JSON.stringify({ desktop_banner: '/uploads/kish.jpg', phone_banner: '' }) })
      .where('id', '=', 5)
      .execute();
    const before = filesIn(folder('changed'));
    await expect(dumpContent(first.db, folder('changed'))).rejects.toThrow(
      /blog\.json: the banner of 5 is "\/uploads\/kish\.jpg"/,
    );
    expect(filesIn(folder('changed'))).toEqual(before);
  });

  it('writes into no folder that holds other files than content files', async () => {
    const other = folder('other');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'notes.txt'), 'mine');
    await expect(dumpContent(first.db, other)).rejects.toThrow('holds other files');
    expect(fs.readdirSync(other)).toEqual(['notes.txt']);
  });

  it(`writes the posts past blog.json's ${POSTS_IN_BLOG_FILE} a line each, and restores them`, async () => {
    const big = folder('big-source');
    fs.cpSync(source, big, { recursive: true });
    const lines = Array.from({ length: POSTS_IN_BLOG_FILE + 100 }, (_, i) =>
      JSON.stringify({
        id: 1000 + i,
        created_at: '2027-03-01T08:00:00.000Z',
        visited: i % 7,
        banner: 'blog-1',
        groups: [1],
        tags: [2],
        title: { fa: `پرواز شماره ${i}` },
        short: `پرواز ${i}`,
        body: `<p>${i}</p>`,
      }),
    );
    fs.writeFileSync(path.join(big, MORE_POSTS_FILE), `${lines.join('\n')}\n`);
    await load(first, big);

    const dump = await dumpContent(first.db, folder('big'));
    const demoPosts = readContent(source).blog.posts.length;
    expect(dump.files.filter((entry) => entry.of === 'posts')).toEqual([
      { file: MORE_POSTS_FILE, count: demoPosts + 100, of: 'posts' },
      { file: 'blog.json', count: POSTS_IN_BLOG_FILE, of: 'posts' },
    ]);
    await load(second, folder('big'));
    expect(await contentRows(second.db)).toEqual(await contentRows(first.db));

    // Dumped again where it was, the demo leaves no file of more posts for content:load to read.
    await load(second, source);
    await dumpContent(second.db, folder('big'));
    expect(filesIn(folder('big'))).toEqual(filesIn(folder('demo')));
  });
});
