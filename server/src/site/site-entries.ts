// Every page of the site in every active language, with its address and last change,
// grouped by page so each address can name its other language versions. The fixed pages,
// custom pages and job forms are read whole (editors make a handful); posts are read in
// batches by id, so a sitemap of any size is written without holding every post.
import { withLanguage } from '@contract/site-addresses';
import { SITEMAP_FIXED_PAGES, recordPath } from '@contract/site-pages';
import type { Db } from '../db/database';

export interface SiteEntry {
  lang: string;
  path: string;
  lastmod: string;
}

/** One page's language versions, in the languages' order; `key` orders the pages. */
export interface SiteGroup {
  key: number;
  entries: SiteEntry[];
}

interface Row {
  id: number;
  lang: string;
  path: string;
  lastmod: string;
}

/** Rows of one table, already ordered by id and language, grouped by id. */
function groupRows(rows: Row[], languages: string[]): { id: number; entries: SiteEntry[] }[] {
  const groups: { id: number; entries: SiteEntry[] }[] = [];
  for (const row of rows) {
    if (groups.at(-1)?.id !== row.id) groups.push({ id: row.id, entries: [] });
    groups.at(-1)!.entries.push({
      lang: row.lang,
      path: withLanguage(row.lang, row.path),
      lastmod: row.lastmod,
    });
  }
  const order = (entry: SiteEntry) => languages.indexOf(entry.lang);
  for (const group of groups) group.entries.sort((a, b) => order(a) - order(b));
  return groups;
}

/** The fixed pages, then custom pages and job forms by id; keys are positions in that order. */
export async function listPageGroups(db: Db, languages: string[]): Promise<SiteGroup[]> {
  if (languages.length === 0) return [];
  const [pages, customPages, forms] = await Promise.all([
    db
      .selectFrom('pages')
      .select(['policy', 'lang', 'updated_at'])
      .where('lang', 'in', languages)
      .execute(),
    db
      .selectFrom('custom_pages')
      .select(['id', 'lang', 'path', 'updated_at'])
      .where('lang', 'in', languages)
      .orderBy('id')
      .orderBy('lang')
      .execute(),
    db
      .selectFrom('custom_forms')
      .select(['id', 'lang', 'title', 'updated_at'])
      .where('lang', 'in', languages)
      .orderBy('id')
      .orderBy('lang')
      .execute(),
  ]);

  // A fixed page's last change is its content record's.
  const fixed = SITEMAP_FIXED_PAGES.map(({ path, policy }, index) => ({
    id: index,
    entries: languages.flatMap((lang) => {
      const page = pages.find((p) => p.policy === policy && p.lang === lang);
      return page ? [{ lang, path: withLanguage(lang, path), lastmod: page.updated_at }] : [];
    }),
  })).filter((group) => group.entries.length > 0);
  const custom = groupRows(
    customPages.map((p) => ({
      id: p.id,
      lang: p.lang,
      path: recordPath.customPage(p.path),
      lastmod: p.updated_at,
    })),
    languages,
  );
  const jobs = groupRows(
    forms.map((f) => ({
      id: f.id,
      lang: f.lang,
      path: recordPath.apply(f.id, f.title),
      lastmod: f.updated_at,
    })),
    languages,
  );
  return [...fixed, ...custom, ...jobs].map((group, index) => ({
    key: index,
    entries: group.entries,
  }));
}

/**
 * Posts with ids after `afterId` (up to `lastId`) in the given languages, keyed by id, from
 * at most `maxRows` rows, never part of a post's versions (a batch that stops inside a post
 * leaves that post to the next batch); `lastId` is where the next batch starts after, and
 * is undefined when no post is left. Read by id alone, so the primary key serves it: a
 * language filter here leads SQLite to the language index and a sort of every post.
 */
export async function readPostGroups(
  db: Db,
  languages: string[],
  range: { afterId: number; lastId?: number },
  maxRows: number,
): Promise<{ groups: SiteGroup[]; lastId?: number }> {
  const read = (after: number, last: number | undefined, limit: number) =>
    db
      .selectFrom('blog_posts')
      .select(['id', 'lang', 'title', 'updated_at'])
      .where('id', '>', after)
      .$if(last !== undefined, (query) => query.where('id', '<=', last!))
      .orderBy('id')
      .orderBy('lang')
      .limit(limit)
      .execute();
  const rows = await read(range.afterId, range.lastId, maxRows);
  const last = rows.at(-1)?.id;
  let whole = rows;
  if (rows.length === maxRows && last !== undefined) {
    // The last post may go on past the batch: leave it to the next one, or, when the
    // batch holds nothing else, read that post's versions whole (one per language).
    whole =
      rows[0]!.id !== last ? rows.filter((p) => p.id !== last) : await read(last - 1, last, 1e4);
  }
  const groups = groupRows(
    whole
      .filter((p) => languages.includes(p.lang))
      .map((p) => ({
        id: p.id,
        lang: p.lang,
        path: recordPath.blogPost(p.id, p.title),
        lastmod: p.updated_at,
      })),
    languages,
  );
  return {
    groups: groups.map((group) => ({ key: group.id, entries: group.entries })),
    lastId: whole.at(-1)?.id,
  };
}

/** Every post with an id after `afterId` (up to `lastId`), read `batchRows` rows at a time. */
export async function* postGroups(
  db: Db,
  languages: string[],
  range: { afterId: number; lastId?: number },
  batchRows: number,
): AsyncGenerator<SiteGroup> {
  let afterId: number | undefined = range.afterId;
  while (afterId !== undefined) {
    const batch = await readPostGroups(db, languages, { afterId, lastId: range.lastId }, batchRows);
    yield* batch.groups;
    afterId = batch.lastId;
  }
}
