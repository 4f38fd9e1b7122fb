// The sitemap at size: the index (planned at its first request after a start, from then on
// kept until content changes), one file of posts (written as it is sent), and a crawler's
// walk through the index and every file it names.
import { performance } from 'node:perf_hooks';
import { XMLParser } from 'fast-xml-parser';
import { percentiles, sequentialRuns } from './sequential-runs';
import type { Percentiles } from './sequential-runs';
import { decodedText, timedGet } from './timed-get';

const INDEX = '/sitemap.xml';
const POSTS_FILE = '/sitemaps/posts-1.xml';

const parser = new XMLParser({ isArray: (name) => name === 'sitemap' });

export async function firstIndexMs(origin: string): Promise<number> {
  return (await timedGet(`${origin}${INDEX}`)).totalMs;
}

export const laterIndex = (origin: string, runs: number) =>
  sequentialRuns(runs, () => timedGet(`${origin}${INDEX}`));

/** The first file of posts, `runs` times after a warm-up: to its first byte and to its last. */
export async function postsFile(
  origin: string,
  runs: number,
): Promise<{ firstByte: Percentiles; total: Percentiles; bytes: number }> {
  const first = await timedGet(`${origin}${POSTS_FILE}`);
  const answers = [];
  for (let i = 0; i < runs; i++) answers.push(await timedGet(`${origin}${POSTS_FILE}`));
  return {
    firstByte: percentiles(answers.map((answer) => answer.firstByteMs)),
    total: percentiles(answers.map((answer) => answer.totalMs)),
    bytes: first.body.length,
  };
}

/** The index and every file it names, each read to its last byte, one after another. */
export async function walkSitemap(origin: string) {
  const started = performance.now();
  const index = parser.parse(decodedText(await timedGet(`${origin}${INDEX}`))) as {
    sitemapindex: { sitemap?: { loc: string }[] };
  };
  let bytes = 0;
  const files = index.sitemapindex.sitemap ?? [];
  for (const { loc } of files) bytes += (await timedGet(loc)).body.length;
  return { files: files.length, bytes, ms: performance.now() - started };
}
