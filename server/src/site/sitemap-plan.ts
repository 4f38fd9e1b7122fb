// Where the sitemap files are cut, and how a file is written. The fixed pages, custom pages
// and job forms make the `pages` files, the posts the `posts` files, each a run of pages in
// key order (a post's id, a page's position) cut before it passes the protocol's bounds
// (50,000 addresses, 50 MB), every language version of a page in the same file as the
// others. The few pages are cut by writing each once and counting (a Persian title's
// address is several times its length); the posts from counts and bounds in the database
// (sitemap-post-cuts.ts). A file is written as it is sent, a batch of posts at a time, so
// the memory it takes does not grow with the number of posts; its tag is a digest of what
// it is written from (each page's key, languages, addresses and last changes).
import crypto from 'node:crypto';
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import type { Db } from '../db/database';
import { listPageGroups, postGroups } from './site-entries';
import type { SiteGroup } from './site-entries';
import { URLSET, renderUrls } from './sitemap';
import { cutPostFiles } from './sitemap-post-cuts';
import type { PostMeasures } from './sitemap-post-cuts';

export interface SitemapLimits {
  /** `<url>` elements in one file. */
  maxUrls: number;
  /** Bytes of one file, uncompressed. */
  maxBytes: number;
  /** Language versions of posts read from the database at a time. */
  batchRows: number;
}

/** sitemaps.org: at most 50,000 URLs and 50 MB (52,428,800 bytes) a file. */
export const SITEMAP_LIMITS: SitemapLimits = {
  maxUrls: 50_000,
  maxBytes: 52_428_800,
  batchRows: 1_000,
};

type Section = 'pages' | 'posts';

/** Below every id and position (PostgreSQL's smallest `integer`). */
const BEFORE_ALL = -2_147_483_648;

export interface SitemapFile {
  section: Section;
  /** From 1 within its section. */
  number: number;
  /** The first and last page's key (a post's id, or a page's position). */
  firstKey: number;
  lastKey: number;
  urls: number;
  /** The newest change of the pages it lists. */
  lastmod: string;
}

export const sitemapFilePath = (file: Pick<SitemapFile, 'section' | 'number'>) =>
  `/sitemaps/${file.section}-${file.number}.xml`;

export function sectionGroups(
  db: Db,
  languages: string[],
  section: Section,
  range: { afterKey: number; lastKey?: number },
  batchRows: number,
): AsyncIterable<SiteGroup> {
  if (section === 'posts') {
    return postGroups(db, languages, { afterId: range.afterKey, lastId: range.lastKey }, batchRows);
  }
  return (async function* () {
    for (const group of await listPageGroups(db, languages)) {
      if (group.key > range.afterKey && group.key <= (range.lastKey ?? group.key)) yield group;
    }
  })();
}

export async function planFiles(
  db: Db,
  origin: string,
  languages: string[],
  postMeasures: PostMeasures,
  limits: SitemapLimits,
): Promise<SitemapFile[]> {
  const posts = cutPostFiles(postMeasures, origin, languages, limits);
  return [
    ...(await planPageFiles(db, origin, languages, limits)),
    ...posts.map((cut, i) => ({ section: 'posts' as const, number: i + 1, ...cut })),
  ];
}

/** The pages' files, cut by writing each page once and counting its addresses and bytes. */
async function planPageFiles(
  db: Db,
  origin: string,
  languages: string[],
  limits: SitemapLimits,
): Promise<SitemapFile[]> {
  const envelope = Buffer.byteLength(URLSET.opening) + Buffer.byteLength(URLSET.closing);
  const files: SitemapFile[] = [];
  let file: (SitemapFile & { bytes: number }) | undefined;
  const groups = sectionGroups(db, languages, 'pages', { afterKey: BEFORE_ALL }, limits.batchRows);
  for await (const group of groups) {
    const urls = group.entries.length;
    const bytes = Buffer.byteLength(renderUrls(origin, group.entries, DEFAULT_LANGUAGE));
    // A page too large for a file of its own still gets one.
    if (file && (file.urls + urls > limits.maxUrls || file.bytes + bytes > limits.maxBytes)) {
      file = undefined;
    }
    if (!file) {
      file = {
        section: 'pages',
        number: files.length + 1,
        firstKey: group.key,
        lastKey: group.key,
        urls: 0,
        bytes: envelope,
        lastmod: '',
      };
      files.push(file);
    }
    file.lastKey = group.key;
    file.urls += urls;
    file.bytes += bytes;
    for (const entry of group.entries)
      if (entry.lastmod > file.lastmod) file.lastmod = entry.lastmod;
  }
  return files.map(({ section, number, firstKey, lastKey, urls, lastmod }) => ({
    section,
    number,
    firstKey,
    lastKey,
    urls,
    lastmod,
  }));
}

/**
 * A digest of what a file is written from (with the origin and the file's envelope, which
 * stand for how it is written), for its tag.
 */
export async function digestOf(origin: string, groups: AsyncIterable<SiteGroup>): Promise<string> {
  const hash = crypto.createHash('sha1').update(`${origin}\n${URLSET.opening}${URLSET.closing}\n`);
  for await (const group of groups) {
    for (const entry of group.entries) {
      hash.update(`${group.key}\t${entry.lang}\t${entry.path}\t${entry.lastmod}\n`);
    }
  }
  return hash.digest('base64url').slice(0, 27);
}

/**
 * Characters of a file's part: well under V8's large-object size (about 128 KB). A string
 * that size or more is made in the old generation and stays until a full collection, so
 * parts of 1,000 addresses (1.5 MB) left about 160 MB of garbage between collections while
 * a crawler read the sitemap of 100,000 posts a language.
 */
const PART_CHARS = 16_384;

/** The file's XML: its opening, its pages in parts of about `PART_CHARS`, its closing. */
export async function* writeFile(
  origin: string,
  groups: AsyncIterable<SiteGroup>,
): AsyncGenerator<string> {
  yield URLSET.opening;
  let part = '';
  for await (const group of groups) {
    part += renderUrls(origin, group.entries, DEFAULT_LANGUAGE);
    if (part.length >= PART_CHARS) {
      yield part;
      part = '';
    }
  }
  yield part + URLSET.closing;
}
