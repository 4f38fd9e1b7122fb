// Where the posts' sitemap files are cut, from one aggregate read of the posts instead of
// writing every address: per post, how many language versions it has, its last change, and
// a bound on its bytes in a file from its titles' lengths (no slug is made, no address
// written, nothing hashed). Files are runs of posts by id, cut before the next post would
// pass either bound (writing every post to measure it took 0.6 s at 10,000 posts a
// language). A file may be cut a little before the size bound needs it, never after.
// The read is what takes the time (0.13-0.33 s at 100,000 posts a language), so its
// measures are kept, a few numbers a post in typed arrays, and cut for each origin.
import { SqliteAdapter, sql } from 'kysely';
import { withLanguage } from '@contract/site-addresses';
import { recordPath } from '@contract/site-pages';
import type { Db } from '../db/database';
import type { LongReads } from '../db/long-reads';
import { absoluteUrl } from '@contract/absolute-url';
import { URLSET } from './sitemap';

export interface PostFileCut {
  firstKey: number;
  lastKey: number;
  urls: number;
  lastmod: string;
}

/** A post's language versions, summed over them (maxima where named), as read. */
interface PostMeasure {
  id: number;
  versions: number;
  lastmod: string;
  /** Sums and the largest of its titles' slug bounds (migration 0006). */
  slugs: number;
  longestSlug: number;
  langs: number;
  lastmods: number;
}

/** What `renderUrls` writes around an address, its last change and a link's language. */
const URL_MARKUP = Buffer.byteLength('<url><loc></loc><lastmod></lastmod></url>');
const LINK_MARKUP = Buffer.byteLength('<xhtml:link rel="alternate" hreflang="" href=""/>');
const X_DEFAULT = 'x-default'.length;

/** Every post's measures, in id order: a column a measure. */
export interface PostMeasures {
  count: number;
  ids: Int32Array;
  versions: Int32Array;
  slugs: Int32Array;
  longestSlug: Int32Array;
  langs: Int32Array;
  lastmods: Int32Array;
  /** Each post's last change. */
  lastmod: string[];
}

export function cutPostFiles(
  measures: PostMeasures,
  origin: string,
  languages: string[],
  limits: { maxUrls: number; maxBytes: number },
): PostFileCut[] {
  if (languages.length === 0) return [];
  const envelope = Buffer.byteLength(URLSET.opening) + Buffer.byteLength(URLSET.closing);
  const boundOf = postBound(origin, languages);
  const cuts: (PostFileCut & { bytes: number })[] = [];
  let file: (PostFileCut & { bytes: number }) | undefined;
  for (let i = 0; i < measures.count; i++) {
    const id = measures.ids[i]!;
    const versions = measures.versions[i]!;
    const lastmod = measures.lastmod[i]!;
    const bytes = boundOf(measures, i);
    // A post too large for a file of its own still gets one.
    if (file && (file.urls + versions > limits.maxUrls || file.bytes + bytes > limits.maxBytes))
      file = undefined;
    if (!file) {
      file = { firstKey: id, lastKey: id, urls: 0, bytes: envelope, lastmod: '' };
      cuts.push(file);
    }
    file.lastKey = id;
    file.urls += versions;
    file.bytes += bytes;
    if (lastmod > file.lastmod) file.lastmod = lastmod;
  }
  return cuts.map(({ firstKey, lastKey, urls, lastmod }) => ({ firstKey, lastKey, urls, lastmod }));
}

/**
 * Each post's measures, from the sitemap's index alone (migration 0006), which bounds each
 * title's slug once percent-encoded from its bytes and characters.
 */
export function postMeasures(db: Db, languages: string[]) {
  const onSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // As migration 0006 indexes it: SQLite's index is on this very expression.
  const slug = onSqlite
    ? sql`(6 * length(cast(title as blob)) - 5 * length(title))`
    : sql`slug_bound`;
  // The unary `+` keeps SQLite off a language index, whose rows it would then sort by id:
  // the sitemap's index gives them in order.
  const lang = onSqlite ? sql`+lang` : sql`lang`;
  return sql<PostMeasure>`
    select id, count(*) as versions, max(updated_at) as lastmod,
      sum(${slug}) as slugs, max(${slug}) as "longestSlug",
      sum(length(lang)) as langs, sum(length(updated_at)) as lastmods
    from blog_posts where ${lang} in (${sql.join(languages)})
    group by id order by id`;
}

/** Every post's measures in the given languages, read once. */
export async function readPostMeasures(
  reads: LongReads,
  db: Db,
  languages: string[],
): Promise<PostMeasures> {
  if (languages.length === 0) return measureColumns(0);
  const names = ['id', 'versions', 'slugs', 'longestSlug', 'langs', 'lastmods', 'lastmod'];
  const read = await reads.columns(postMeasures(db, languages).compile(db), names);
  const [ids, versions, slugs, longestSlug, langs, lastmods, lastmod] = names.map(
    (name) => read[name]!,
  );
  const count = ids!.length;
  const measures = measureColumns(count);
  for (let i = 0; i < count; i++) {
    measures.ids[i] = Number(ids![i]);
    measures.versions[i] = Number(versions![i]);
    measures.slugs[i] = Number(slugs![i]);
    measures.longestSlug[i] = Number(longestSlug![i]);
    measures.langs[i] = Number(langs![i]);
    measures.lastmods[i] = Number(lastmods![i]);
    measures.lastmod[i] = String(lastmod![i]);
  }
  return measures;
}

const measureColumns = (count: number): PostMeasures => ({
  count,
  ids: new Int32Array(count),
  versions: new Int32Array(count),
  slugs: new Int32Array(count),
  longestSlug: new Int32Array(count),
  langs: new Int32Array(count),
  lastmods: new Int32Array(count),
  lastmod: new Array<string>(count),
});

/**
 * The most bytes a post's `<url>` elements can take, as `renderUrls` writes them: one per
 * version, each with its address, its last change, and links to every version and to the
 * x-default one. Every address is counted at the longest language prefix.
 */
function postBound(origin: string, languages: string[]) {
  const prefix = Math.max(
    ...languages.map(
      (lang) => absoluteUrl(origin, withLanguage(lang, recordPath.blogPost(0, ''))).length - 1,
    ),
  );
  return (measures: PostMeasures, i: number) => {
    const versions = measures.versions[i]!;
    // The prefix, the id and its hyphen before the slug.
    const around = prefix + String(measures.ids[i]).length + 1;
    const hrefs = versions * around + measures.slugs[i]!;
    const links =
      versions * LINK_MARKUP +
      measures.langs[i]! +
      hrefs +
      LINK_MARKUP +
      X_DEFAULT +
      around +
      measures.longestSlug[i]!;
    return versions * URL_MARKUP + hrefs + measures.lastmods[i]! + versions * links;
  };
}
