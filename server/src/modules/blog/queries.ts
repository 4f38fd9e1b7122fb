// Blog reads: the posts a list's filters keep (list-posts.ts orders and pages them), single
// posts, groups and tags (related posts: related-posts.ts). Tags and groups are fetched for a
// whole page at once.
import { SqliteAdapter, sql } from 'kysely';
import type { ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { blogListItem, blogPost } from '@contract/blog';
import type { BlogListItem, BlogListQuery, BlogPost } from '@contract/blog';
import type { Db } from '../../db/database';
import { readJsonColumn } from '../../db/read-json-column';
import type { Database } from '../../db/schema';
import { heldText, searchWords, trigramQuery } from './search-text';
import { wordConditions } from './search-vocabulary';
import type { SearchLookup } from './search-vocabulary';

export type PostQuery = SelectQueryBuilder<Database, 'blog_posts', object>;

/** A list's query with, on PostgreSQL, its search's words looked up in the vocabulary. */
export interface ListQuery extends BlogListQuery {
  lookup?: SearchLookup;
}

/** A list item's columns of the post's row; its visits, tags and groups come in withLabels. */
export const LIST_COLUMNS = [
  'id',
  'title',
  'short_description',
  'created_at',
  'updated_at',
  'is_featured',
  'banner',
] as const;

/** The columns of a post that the list's filters read. */
export const FILTERED_COLUMNS = ['id', 'lang', 'is_featured', 'title', 'search_text'] as const;

export async function findPost(db: Db, lang: string, id: number): Promise<BlogPost | undefined> {
  const row = await db
    .selectFrom('blog_posts')
    .select([...LIST_COLUMNS, 'body', 'gallery'])
    .where('lang', '=', lang)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [item] = await withLabels(db, lang, [row]);
  return {
    ...item!,
    body: row.body,
    gallery: readJsonColumn(blogPost.shape.gallery, row.gallery, 'blog_posts.gallery'),
  };
}

/** Whether the language has the post: its primary key alone, none of its columns. */
export async function postExists(db: Db, lang: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('blog_posts')
    .select('id')
    .where('lang', '=', lang)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export function listGroups(db: Db, lang: string) {
  return db
    .selectFrom('blog_groups')
    .select(['id', 'title'])
    .where('lang', '=', lang)
    .orderBy('id')
    .execute();
}

/** Tags, optionally by how often their posts were read in this language (kept on the tag). */
export async function listTags(
  db: Db,
  lang: string,
  ordering: string | undefined,
  limit: number | undefined,
) {
  let query = db.selectFrom('blog_tags').select(['id', 'title']).where('lang', '=', lang);
  if (ordering === 'visited') query = query.orderBy('visits', 'asc');
  if (ordering === '-visited') query = query.orderBy('visits', 'desc');
  if (ordering === 'title') query = query.orderBy('title', 'asc');
  if (ordering === '-title') query = query.orderBy('title', 'desc');
  query = query.orderBy('id', 'asc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/**
 * The posts of one language that a list's filters keep, not yet ordered or paged. A search
 * keeps the posts whose folded text holds every word (a short one whole): a search of the
 * text per word where the rows are read anyway, and otherwise an index. PostgreSQL's index
 * of each post's words finds those holding one of the words the vocabulary named for each
 * (`query.lookup`), but for an everyday word beside a rarer one, tested on the text of the
 * posts found (`wordConditions`, search-vocabulary.ts). On SQLite, read through the index (`throughIndex`),
 * the trigram table leads: it names the language's posts that may match (a superset), one at
 * a time and in its own order, and only those are read and their text searched, so a count that stops at its
 * bound stops reading the table too (an `in (select …)` of the same names first gathers every
 * one of them). Without it, the posts are read along the language's indexes, as a page in
 * creation order does when a search found more posts than it counts. `among` gives the rows
 * to test instead of every post: a query named `blog_posts` with the columns the filters
 * read (FILTERED_COLUMNS).
 */
export function postsMatching(
  db: Db,
  lang: string,
  query: ListQuery,
  { throughIndex = true, among }: { throughIndex?: boolean; among?: PostQuery } = {},
): PostQuery {
  const words = searchWords(query.search);
  const onSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const lookup = onSqlite && throughIndex && !among ? trigramQuery(lang, words) : undefined;
  // `cross join` is how SQLite is told to read the trigram table first.
  const posts =
    among ??
    (lookup === undefined
      ? db.selectFrom('blog_posts')
      : (db
          .selectFrom(sql`blog_posts_fts`.as('blog_posts_fts'))
          .crossJoin('blog_posts')
          .where(sql<SqlBool>`blog_posts_fts match ${lookup}`)
          .where(sql<SqlBool>`blog_posts.rowid = blog_posts_fts.rowid`) as unknown as PostQuery));
  let filtered = posts.where('blog_posts.lang', '=', lang);
  if (query.is_featured !== undefined) {
    filtered = filtered.where('is_featured', '=', query.is_featured ? 1 : 0);
  }
  if (query.title) filtered = filtered.where('title', '=', query.title.trim());
  const indexed = !onSqlite && !among;
  if (indexed && words.length > 0 && !query.lookup) {
    throw new Error("a search on PostgreSQL reads its words' index: look them up first");
  }
  const { indexed: looked, byText } = indexed
    ? wordConditions(lang, words, query.lookup!)
    : { indexed: [], byText: words };
  for (const condition of looked) filtered = filtered.where(condition);
  for (const word of byText) filtered = filtered.where(holdsText(onSqlite, heldText(word)));
  if (query.group?.length) filtered = withAnyLink(filtered, 'blog_post_groups', query.group);
  if (query.tags?.length) filtered = withAnyLink(filtered, 'blog_post_tags', query.tags);
  return filtered;
}

/**
 * Whether a post's folded text holds `text`: a plain search for it, which a LIKE of the
 * same text between wildcards matched (the text is folded to lower case, so SQLite's LIKE
 * ignoring the case of ASCII letters changed nothing) at half its speed or less (on SQLite
 * 4.4 ms against 6-10 for a word's first 1,000 posts at 100,000 a language).
 */
function holdsText(onSqlite: boolean, text: string) {
  return onSqlite
    ? sql<SqlBool>`instr(blog_posts.search_text, ${text}) > 0`
    : sql<SqlBool>`strpos(blog_posts.search_text, ${text}) > 0`;
}

/**
 * The rows of SQLite's trigram table that name the language's posts holding every folded
 * word, the posts `exclude` names left out, none of them read: folding makes every two
 * characters of a folded text ones the table tells apart (search-text.ts), so its phrases
 * find exactly the texts holding the words. (Its rowids are the posts'.)
 */
export function namedByTrigrams(db: Db, lang: string, words: string[], exclude?: number[]) {
  const lookup = trigramQuery(lang, words);
  if (lookup === undefined) throw new Error('the trigram table is asked for words');
  let named = db
    .selectFrom(sql<{ rowid: number }>`blog_posts_fts`.as('blog_posts_fts'))
    .where(sql<SqlBool>`blog_posts_fts match ${lookup}`);
  if (exclude?.length) {
    named = named.where(sql<SqlBool>`blog_posts_fts.rowid not in (select rowid from blog_posts
      where lang = ${lang} and id in (${sql.join(exclude)}))`);
  }
  return named;
}

/** Posts linked to at least one of the given groups (or tags). */
function withAnyLink(
  query: PostQuery,
  table: 'blog_post_groups' | 'blog_post_tags',
  ids: number[],
): PostQuery {
  return query.where((eb) => hasAnyLink(eb, table, ids));
}

/**
 * Whether a post (a row of blog_posts) is linked to one of the given groups (or tags).
 * `askedPerPost` keeps PostgreSQL asking it of each post it reads, an index probe: left to
 * itself, it may read every link of the labels into a hash first (it turns the `exists` into
 * `= any`, costed as if every post of the language were read), which a query that stops after
 * a page should not do. `offset 0` is what keeps the subquery as written there; SQLite takes
 * no offset without a limit, and probes anyway.
 */
export function hasAnyLink(
  eb: ExpressionBuilder<Database, 'blog_posts'>,
  table: 'blog_post_groups' | 'blog_post_tags',
  ids: number[],
  askedPerPost = false,
) {
  const column = table === 'blog_post_groups' ? 'group_id' : 'tag_id';
  const links = eb
    .selectFrom(table)
    .select('post_id')
    .whereRef(`${table}.post_id`, '=', 'blog_posts.id')
    .where(column, 'in', ids);
  return eb.exists(askedPerPost ? links.offset(0) : links);
}

type ListRow = {
  id: number;
  title: string;
  short_description: string;
  created_at: string;
  updated_at: string;
  is_featured: number;
  banner: string;
};

/**
 * The visits of the posts `ids` in every language they are written in, by their keys. With
 * the language named as well, SQLite (which keeps no statistics here) read that language's
 * whole index by visits for them instead: 100,000 entries, 8 ms for each list.
 */
export const visitsOfPosts = (db: Db, ids: number[]) =>
  db
    .selectFrom('blog_post_visits')
    .select(['post_id', 'lang', 'visited'])
    .where('post_id', 'in', ids);

/** The list items of the posts `rows`, with their visits, tags and groups read for all at once. */
export async function withLabels(db: Db, lang: string, rows: ListRow[]): Promise<BlogListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [visits, tags, groups] = await Promise.all([
    visitsOfPosts(db, ids).execute(),
    db
      .selectFrom('blog_post_tags')
      .innerJoin('blog_tags', 'blog_tags.id', 'blog_post_tags.tag_id')
      .select(['blog_post_tags.post_id', 'blog_tags.id', 'blog_tags.title'])
      .where('blog_tags.lang', '=', lang)
      .where('blog_post_tags.post_id', 'in', ids)
      .orderBy('blog_tags.id')
      .execute(),
    db
      .selectFrom('blog_post_groups')
      .innerJoin('blog_groups', 'blog_groups.id', 'blog_post_groups.group_id')
      .select(['blog_post_groups.post_id', 'blog_groups.id', 'blog_groups.title'])
      .where('blog_groups.lang', '=', lang)
      .where('blog_post_groups.post_id', 'in', ids)
      .orderBy('blog_groups.id')
      .execute(),
  ]);
  const labelsOf = (links: { post_id: number; id: number; title: string }[], postId: number) =>
    links.filter((link) => link.post_id === postId).map(({ id, title }) => ({ id, title }));
  const visited = new Map(
    visits.filter((row) => row.lang === lang).map((row) => [row.post_id, Number(row.visited)]),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    short_description: row.short_description,
    created_at: row.created_at,
    updated_at: row.updated_at,
    visited: visited.get(row.id) ?? 0,
    is_featured: Boolean(row.is_featured),
    banner: readJsonColumn(blogListItem.shape.banner, row.banner, 'blog_posts.banner'),
    tags: labelsOf(tags, row.id),
    group: labelsOf(groups, row.id),
  }));
}
