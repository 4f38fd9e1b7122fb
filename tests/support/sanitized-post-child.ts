// Run by a test in its own process (`node --import tsx`), so its module cache is its own:
// renders a post whose body carries script on the real service, and prints as one line of
// JSON the rendered page's root and whether jsdom was loaded in this (the main) thread.
import { createRequire } from 'node:module';
import { recordPath } from '@contract/site-pages';
import { createTestApp } from './test-app';

const [body = ''] = process.argv.slice(2);

const t = await createTestApp({ serveSite: true });
const post = await t.db
  .selectFrom('blog_posts')
  .select(['id', 'title'])
  .where('lang', '=', 'en')
  .orderBy('id')
  .executeTakeFirstOrThrow();
await t.db
  .updateTable('blog_posts')
  .set({ body })
  .where('id', '=', post.id)
  .where('lang', '=', 'en')
  .execute();
await t.app.contentChanged();
const response = await t.app.inject(`/en${recordPath.blogPost(post.id, post.title)}`);
const root = /<div id="root">([\s\S]*)<\/div>\s*<script id="rendered-state"/.exec(response.body);
const loaded = Object.keys(createRequire(import.meta.url).cache);
await t.close();
console.log(
  JSON.stringify({
    status: response.statusCode,
    root: root?.[1] ?? null,
    jsdomInMainThread: loaded.some((file) => /[\\/]node_modules[\\/]jsdom[\\/]/.test(file)),
  }),
);
process.exit(0);
