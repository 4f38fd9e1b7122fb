// The studio on the built service, at size: a fresh SQLite database filled with the content
// bench's posts (`--posts` a language, beside the demo airline) and an editor added with
// `npm run studio:user`; then, one request at a time:
// - sign-in, a post's save (If-Match) and the studio's post list, paged and searched;
// - a publish, and how long until a visitor's read shows it;
// - the page cache across a publish: the pages of `--pages` posts and the blog's lists are
//   rendered, one post's title is published, and every page is asked for again: how many of
//   those that did not show the post are still sent from the cache.
//   npm run bench:studio [-- --posts 100000] [-- --runs 200] [-- --pages 1000]
// Needs `npm run build`.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { CSRF_HEADER, studioPath } from '@contract/studio/endpoints';
import type { StudioEndpointName } from '@contract/studio/endpoints';
import type { PostEditor } from '@contract/studio/posts';
import { prepareContent } from '../content/prepare-content';
import { startService } from '../content/service-process';
import { TEST_MEDIA_DIR } from '../../tests/support/test-media-dir';
import { prepareDemoMedia } from '../../server/src/content/prepare-media';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '200' },
    pages: { type: 'string', default: '500' },
  },
});
const POSTS = Number(values.posts);
const RUNS = Number(values.runs);
const PAGES = Number(values.pages);
const PASSWORD = 'a bench editor password';
const EMAIL = 'bench@parvaz.test';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms (${times.length} runs)`;
};

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

for (const file of [
  'build/server/main.mjs',
  'build/server/studio-user.mjs',
  'build/ssr/entry-server.js',
])
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);

console.log(
  `Studio bench: SQLite, ${POSTS.toLocaleString('en')} posts a language, ${os.cpus().length} cores`,
);
await prepareDemoMedia(TEST_MEDIA_DIR);
const content = await prepareContent('sqlite', POSTS, { mediaDir: TEST_MEDIA_DIR });
console.log(`content:load ${(content.loadMs / 1000).toFixed(1)} s`);
await promisify(execFile)(
  process.execPath,
  ['build/server/studio-user.mjs', 'add', '--email', EMAIL, '--role', 'editor'],
  { env: { ...process.env, ...content.env, STUDIO_PASSWORD: PASSWORD } },
);
// The page cache holds every page the bench renders for as long as it runs: what is measured
// is what a publish forgets, not the cache's age or size limits.
const service = await startService('build/server/main.mjs', {
  ...content.env,
  PAGE_CACHE_MAX_AGE_MS: '3600000',
  PAGE_CACHE_MAX_MB: '1024',
  PAGE_CACHE_MAX_ENTRIES: '10000',
});
const { origin } = service;

let cookie = '';
let csrfToken = '';
async function studio(
  name: StudioEndpointName,
  options: {
    params?: Record<string, string | number>;
    query?: string;
    body?: unknown;
    ifMatch?: number;
  } = {},
) {
  const { method } = (await import('@contract/studio/endpoints')).STUDIO_ENDPOINTS[name];
  const headers: Record<string, string> = { origin, cookie, [CSRF_HEADER]: csrfToken };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  const response = await fetch(
    `${origin}${studioPath(name, options.params)}${options.query ?? ''}`,
    {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    },
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
  return { response, json: text ? (JSON.parse(text) as unknown) : undefined };
}

try {
  // Sign-in: Argon2id's cost is most of it.
  const signIns: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 50); i++) {
    const [signedIn, ms] = await timed(() =>
      studio('signIn', { body: { email: EMAIL, password: PASSWORD } }),
    );
    signIns.push(ms);
    cookie = signedIn.response.headers.get('set-cookie')!.split(';')[0]!;
    csrfToken = (signedIn.json as { csrfToken: string }).csrfToken;
  }
  console.log(`sign-in                      ${summary(signIns)}`);

  // The post list, paged and searched, among all posts.
  const lists: number[] = [];
  const searches: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    lists.push(
      (await timed(() => studio('posts', { query: `?limit=20&offset=${(i * 20) % 2000}` })))[1],
    );
    searches.push(
      (
        await timed(() =>
          studio('posts', {
            query: `?search=${encodeURIComponent(['پرواز', 'کیش', 'مسافر', 'سفر'][i % 4]!)}`,
          }),
        )
      )[1],
    );
  }
  console.log(`studio post list, a page     ${summary(lists)}`);
  console.log(`studio post list, searched   ${summary(searches)}`);

  // Saves of one post's English title, each based on the version the last one answered.
  let post = (await studio('post', { params: { id: 3 } })).json as PostEditor;
  const saves: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const [saved, ms] = await timed(() =>
      studio('savePostLanguage', {
        params: { id: 3, lang: 'en' },
        body: { fields: { title: `Kish in winter, take ${i}` } },
        ifMatch: post.version,
      }),
    );
    post = saved.json as PostEditor;
    saves.push(ms);
  }
  console.log(`save (If-Match, a revision)  ${summary(saves)}`);

  // The page cache across one publish.
  const pageAddresses = [
    '/en/blog-list',
    '/en/',
    '/en/about',
    '/en/services',
    ...Array.from({ length: PAGES }, (_, i) => `/en/blog-list/${content.firstId + i}`),
  ];
  const shown = new Map<string, string>();
  for (const address of pageAddresses) {
    const response = await fetch(`${origin}${address}`);
    if (response.ok) shown.set(response.url, await response.text());
  }
  // Only pages the cache holds count: asked again, each must be a hit before the publish.
  let notHeld = 0;
  for (const url of [...shown.keys()]) {
    const again = await fetch(url);
    await again.arrayBuffer();
    if (again.headers.get('x-cache') !== 'hit') {
      shown.delete(url);
      notHeld++;
    }
  }
  if (notHeld > 0) console.log(`${notHeld} pages were not held by the cache before the publish`);
  const published = (await studio('post', { params: { id: 3 } })).json as PostEditor;
  const visibleTitle = 'Kish, the bench published this';
  const saved = (
    await studio('savePostLanguage', {
      params: { id: 3, lang: 'en' },
      body: { fields: { title: visibleTitle } },
      ifMatch: published.version,
    })
  ).json as PostEditor;
  const oldTitle = published.languages.en!.fields.title;
  const shownBefore = [...shown].filter(
    ([, body]) => body.includes('Kish Island in winter') || body.includes(oldTitle),
  );
  const publishStarted = performance.now();
  await studio('publishPost', {
    params: { id: 3 },
    body: { languages: ['en'] },
    ifMatch: saved.version,
  });
  const publishMs = performance.now() - publishStarted;
  const seen = (await (await fetch(`${origin}/cms/content/v1/Blog/3?lang=en`)).json()) as {
    title: string;
  };
  const visibleMs = performance.now() - publishStarted;
  if (seen.title !== visibleTitle) throw new Error(`a visitor read ${seen.title}`);
  console.log(
    `publish                      ${publishMs.toFixed(1)} ms; a visitor's read shows it ${visibleMs.toFixed(1)} ms after the publish began`,
  );

  let stillHits = 0;
  let notShowing = 0;
  const missed: string[] = [];
  for (const [url, body] of shown) {
    const showedPost =
      body.includes('Kish Island in winter') ||
      body.includes(oldTitle) ||
      /\/blog-list\/3(-|$)/.test(new URL(url).pathname);
    if (showedPost) continue;
    notShowing++;
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.headers.get('x-cache') === 'hit') stillHits++;
    else missed.push(url);
  }
  if (missed.length > 0)
    console.log(
      `rendered again: ${missed
        .slice(0, 8)
        .map((url) => new URL(url).pathname)
        .join(' ')}`,
    );
  if (notShowing === 0) throw new Error('no cached page to measure');
  console.log(
    `page cache after a publish   ${stillHits} of ${notShowing} cached pages that did not show the post still hits (${((100 * stillHits) / notShowing).toFixed(1)} %); ${shownBefore.length} showed it`,
  );
} finally {
  await service.stop();
  await content.remove();
}
