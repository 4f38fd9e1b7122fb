// What `npm run content:load` and a restart do to pages already sent: the restarted service
// sends the new content at once, under a new tag, to a visitor or a shared cache that
// revalidates the old one; and a page for a query no one asked before is rendered from
// the database, not taken from any copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadDemoContent } from '../content/load-content';
import { readAddress } from '@contract/api-routes';
import { renderedState } from '@tests/support/rendered-state';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

const builtRenderer = fs.existsSync('build/ssr/entry-server.js');
const POST = '/en/blog-list/3-kish-island-in-winter';
const OLD_SENTENCE = 'The daily Tehran–Kish flight departs at 7:00 and lands in under two hours.';
const NEW_SENTENCE = 'From March the Tehran–Kish flight departs at 6:30 and twice on Fridays.';

/** The demo content with one sentence of the English Kish post rewritten. */
function editedContentDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-content-'));
  fs.cpSync('server/content', dir, { recursive: true });
  const file = path.join(dir, 'blog.json');
  const blog = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    posts: { id: number; body: Record<string, string> }[];
  };
  const post = blog.posts.find((candidate) => candidate.id === 3)!;
  expect(post.body.en).toContain(OLD_SENTENCE);
  post.body.en = post.body.en!.replace(OLD_SENTENCE, NEW_SENTENCE);
  fs.writeFileSync(file, JSON.stringify(blog));
  return dir;
}

describe.runIf(builtRenderer)('pages after a content load and a restart', () => {
  let t: TestApp;
  let restarted: FastifyInstance | undefined;
  let contentDir: string;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: true });
    contentDir = editedContentDir();
  });
  afterAll(async () => {
    await restarted?.close();
    await t.close();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it('sends the loaded content at once, under a new tag, to a client holding the old page', async () => {
    const before = await t.app.inject({ method: 'GET', url: POST });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain(OLD_SENTENCE);
    const cached = await t.app.inject({ method: 'GET', url: POST });
    expect(cached.headers['x-cache']).toBe('hit');

    // What `npm run content:load` runs, then the service started again on the same database.
    await loadDemoContent(t.db, { ...t.config, contentDir });
    await t.app.close();
    restarted = await buildApp({ config: t.config, db: t.db, logger: false, serveSite: true });
    await restarted.ready();

    const after = await restarted.inject({
      method: 'GET',
      url: POST,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain(NEW_SENTENCE);
    expect(after.body).not.toContain(OLD_SENTENCE);
    // The answers the page hands to the browser are the new ones too.
    const state = JSON.stringify(renderedState(after.body));
    expect(state).toContain(NEW_SENTENCE);
    expect(state).not.toContain(OLD_SENTENCE);
  });

  it('renders a search no one asked for before from the database, with its results only', async () => {
    const app = restarted ?? t.app;
    const address = `/en/blog-list?search=${encodeURIComponent('kish')}`;
    const page = await app.inject({ method: 'GET', url: address });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-cache']).toBe('miss');
    const found = await app.inject({
      method: 'GET',
      url: readAddress('posts', 'en', { search: 'kish', limit: 9, offset: 0 }),
    });
    const titles = (found.json() as { results: { title: string }[] }).results.map(
      (post) => post.title,
    );
    expect(titles).toEqual(
      expect.arrayContaining(['Kish Island in winter', 'Autumn offer to Kish']),
    );
    // The first post found is the featured one; the others are the cards (h3).
    const listed = [
      ...page.body.matchAll(/<h2 id="featured-title"[^>]*>([^<]+)<|<h3[^>]*>([^<]+)</g),
    ].map((match) => match[1] ?? match[2]);
    expect(listed).toEqual(titles);
    expect(page.body).toContain('value="kish"');
  });
});
