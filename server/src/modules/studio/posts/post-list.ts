// The studio's list of posts: newest first in their source language, posts only drafted so
// far before them, each language's state for the page shown, and filters by a language's
// missing or outdated translations. Only the page's posts are read whole.
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import type { FieldState } from '@contract/studio/posts';
import { containsTyped } from '../../../db/contains-typed';
import type { Db } from '../../../db/database';
import { fieldStates, languageState } from './field-states';
import { POST, readPostState } from './post-drafts';

export interface PostListQuery {
  lang?: string;
  state?: 'missing' | 'outdated';
  search?: string;
  limit: number;
  offset: number;
}

interface Listed {
  id: number;
  title: string;
  updatedAt: string;
}

/** Posts the studio made that visitors have not seen in any language yet. */
async function draftOnly(db: Db): Promise<Listed[]> {
  const rows = await db
    .selectFrom('studio_items')
    .innerJoin('studio_item_languages', (join) =>
      join
        .onRef('studio_item_languages.kind', '=', 'studio_items.kind')
        .onRef('studio_item_languages.id', '=', 'studio_items.id')
        .onRef('studio_item_languages.lang', '=', 'studio_items.source_lang'),
    )
    .select(['studio_items.id', 'studio_item_languages.fields', 'studio_items.updated_at'])
    .where('studio_items.kind', '=', POST)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('blog_posts')
            .select('blog_posts.id')
            .whereRef('blog_posts.id', '=', 'studio_items.id'),
        ),
      ),
    )
    .orderBy('studio_items.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: (JSON.parse(row.fields) as { title: string }).title,
    updatedAt: row.updated_at,
  }));
}

/** Posts whose translation into `lang` is outdated: only posts the studio has opened can be. */
async function outdatedIn(db: Db, lang: string): Promise<Set<number>> {
  const ids = await db
    .selectFrom('studio_item_languages')
    .select('id')
    .where('kind', '=', POST)
    .where('lang', '=', lang)
    .execute();
  const outdated = new Set<number>();
  for (const { id } of ids) {
    const state = await readPostState(db, id);
    if (!state || state.item.sourceLang === lang) continue;
    const draft = state.drafts.get(lang);
    const states = fieldStates(draft, state.drafts.get(state.item.sourceLang), false);
    if (languageState(draft, states) === 'outdated') outdated.add(id);
  }
  return outdated;
}

export async function listStudioPosts(db: Db, languages: string[], query: PostListQuery) {
  const { search } = query;
  const outdated =
    query.state === 'outdated' && query.lang ? await outdatedIn(db, query.lang) : undefined;
  let published = db.selectFrom('blog_posts').where('lang', '=', DEFAULT_LANGUAGE);
  // A title as visitors see it, or as the studio's draft in the source language has it.
  if (search) {
    const drafted = db
      .selectFrom('studio_item_languages')
      .select('id')
      .where('kind', '=', POST)
      .where('lang', '=', DEFAULT_LANGUAGE)
      .where((eb) => containsTyped(eb.ref('fields'), search));
    published = published.where((eb) =>
      eb.or([containsTyped(eb.ref('title'), search), eb('id', 'in', drafted)]),
    );
  }
  if (outdated) published = published.where('id', 'in', [...outdated, -1]);
  if (query.state === 'missing' && query.lang) {
    const lang = query.lang;
    published = published.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('blog_posts as other')
            .select('other.id')
            .whereRef('other.id', '=', 'blog_posts.id')
            .where('other.lang', '=', lang),
        ),
      ),
    );
  }
  let drafts = query.state === 'outdated' ? [] : await draftOnly(db);
  if (search) drafts = drafts.filter((post) => post.title.includes(query.search!));
  const counted = await published
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const fromDrafts = drafts.slice(query.offset, query.offset + query.limit);
  const rest = query.limit - fromDrafts.length;
  const rows =
    rest > 0
      ? await published
          .select(['id', 'title', 'updated_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(rest)
          .offset(Math.max(0, query.offset - drafts.length))
          .execute()
      : [];
  const page: Listed[] = [
    ...fromDrafts,
    ...rows.map((row) => ({ id: row.id, title: row.title, updatedAt: row.updated_at })),
  ];
  return {
    count: Number(counted.count) + drafts.length,
    results: await withLanguageStates(db, page, languages),
  };
}

async function withLanguageStates(db: Db, page: Listed[], languages: string[]) {
  if (page.length === 0) return [];
  const ids = page.map((post) => post.id);
  const publishedRows = await db
    .selectFrom('blog_posts')
    .select(['id', 'lang'])
    .where('id', 'in', ids)
    .execute();
  const publishedIn = new Set(publishedRows.map((row) => `${row.id} ${row.lang}`));
  const opened = await db
    .selectFrom('studio_items')
    .select('id')
    .where('kind', '=', POST)
    .where('id', 'in', ids)
    .execute();
  const states = new Map<number, Awaited<ReturnType<typeof readPostState>>>();
  for (const { id } of opened) states.set(id, await readPostState(db, id));
  return page.map((post) => {
    const state = states.get(post.id);
    const entries = languages.map((lang): [string, { state: FieldState; published: boolean }] => {
      const published = publishedIn.has(`${post.id} ${lang}`);
      if (!state) return [lang, { state: published ? 'done' : 'missing', published }];
      const draft = state.drafts.get(lang);
      const source = state.drafts.get(state.item.sourceLang);
      const fields = fieldStates(draft, source, lang === state.item.sourceLang);
      return [lang, { state: languageState(draft, fields), published }];
    });
    const title = state?.drafts.get(state.item.sourceLang)?.fields.title ?? post.title;
    return { ...post, title, languages: Object.fromEntries(entries) };
  });
}
