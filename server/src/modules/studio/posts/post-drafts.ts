// A post's studio state: its item row (version, source language, shared fields), its draft
// per language, and its revisions. A post published before the studio opened it (the
// demo's, a content load's) is taken in at its first read, its published rows as drafts.
import type { Selectable } from 'kysely';
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import type { PostFields, PostShared } from '@contract/studio/posts';
import type { Db } from '../../../db/database';
import type { StudioItemLanguagesTable, StudioItemsTable } from '../../../db/schema';
import { noRevisions } from './field-states';
import type { FieldRevisions, LanguageDraft } from './field-states';

export const POST = 'post';

export interface PostItem {
  id: number;
  version: number;
  sourceLang: string;
  shared: PostShared;
  createdAt: string;
  updatedAt: string;
}

export interface PostState {
  item: PostItem;
  drafts: Map<string, LanguageDraft>;
}

const itemOf = (row: Selectable<StudioItemsTable>): PostItem => ({
  id: row.id,
  version: row.version,
  sourceLang: row.source_lang,
  shared: JSON.parse(row.shared) as PostShared,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const draftOf = (row: Selectable<StudioItemLanguagesTable>): LanguageDraft => ({
  fields: JSON.parse(row.fields) as PostFields,
  fieldRevisions: JSON.parse(row.field_revisions) as FieldRevisions,
  translatedFrom: JSON.parse(row.translated_from) as FieldRevisions,
});

export async function readPostState(db: Db, id: number): Promise<PostState | null> {
  const item = await db
    .selectFrom('studio_items')
    .selectAll()
    .where('kind', '=', POST)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) return null;
  const rows = await db
    .selectFrom('studio_item_languages')
    .selectAll()
    .where('kind', '=', POST)
    .where('id', '=', id)
    .execute();
  return { item: itemOf(item), drafts: new Map(rows.map((row) => [row.lang, draftOf(row)])) };
}

/**
 * The post's studio state, taking a published post in first when the studio has not opened
 * it yet; null when there is no such post.
 */
export async function openPost(db: Db, id: number): Promise<PostState | null> {
  const state = await readPostState(db, id);
  if (state) return state;
  const published = await db.selectFrom('blog_posts').selectAll().where('id', '=', id).execute();
  if (published.length === 0) return null;
  const [groups, tags] = await Promise.all([
    db.selectFrom('blog_post_groups').select('group_id').where('post_id', '=', id).execute(),
    db.selectFrom('blog_post_tags').select('tag_id').where('post_id', '=', id).execute(),
  ]);
  const source = published.find((row) => row.lang === DEFAULT_LANGUAGE) ?? published[0]!;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const taken = await trx
      .insertInto('studio_items')
      .values({
        kind: POST,
        id,
        version: 1,
        source_lang: source.lang,
        shared: JSON.stringify({
          featured: source.is_featured === 1,
          groupIds: groups.map((row) => row.group_id),
          tagIds: tags.map((row) => row.tag_id),
        } satisfies PostShared),
        created_at: source.created_at,
        updated_at: now,
      })
      // Two first reads at once: the second finds the first's rows.
      .onConflict((conflict) => conflict.columns(['kind', 'id']).doNothing())
      .executeTakeFirst();
    if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .insertInto('studio_item_languages')
      .values(
        published.map((row) => ({
          kind: POST,
          id,
          lang: row.lang,
          fields: JSON.stringify({
            title: row.title,
            shortDescription: row.short_description,
            body: row.body,
          } satisfies PostFields),
          field_revisions: JSON.stringify(noRevisions()),
          translated_from: JSON.stringify(noRevisions()),
          updated_at: now,
        })),
      )
      .execute();
  });
  return readPostState(db, id);
}

/** Moves the item's version on, only from the version the write was based on. */
export async function advanceVersion(
  trx: Db,
  id: number,
  basedOn: number,
  changes: { shared?: PostShared } = {},
): Promise<boolean> {
  const result = await trx
    .updateTable('studio_items')
    .set({
      version: basedOn + 1,
      updated_at: new Date().toISOString(),
      ...(changes.shared ? { shared: JSON.stringify(changes.shared) } : {}),
    })
    .where('kind', '=', POST)
    .where('id', '=', id)
    .where('version', '=', basedOn)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function writeDraft(trx: Db, id: number, lang: string, draft: LanguageDraft) {
  const values = {
    fields: JSON.stringify(draft.fields),
    field_revisions: JSON.stringify(draft.fieldRevisions),
    translated_from: JSON.stringify(draft.translatedFrom),
    updated_at: new Date().toISOString(),
  };
  await trx
    .insertInto('studio_item_languages')
    .values({ kind: POST, id, lang, ...values })
    .onConflict((conflict) => conflict.columns(['kind', 'id', 'lang']).doUpdateSet(values))
    .execute();
}

export async function addRevision(
  trx: Db,
  revision: {
    id: number;
    lang: string;
    author: { id: number; email: string } | null;
    fields: PostFields;
    changed: string[];
  },
): Promise<number> {
  const row = await trx
    .insertInto('studio_revisions')
    .values({
      kind: POST,
      item_id: revision.id,
      lang: revision.lang,
      at: new Date().toISOString(),
      account_id: revision.author?.id ?? null,
      author: revision.author?.email ?? null,
      fields: JSON.stringify(revision.fields),
      changed: JSON.stringify(revision.changed),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new post's number: one past every post's, published or only drafted. */
/**
 * A new post's id: past every post's, published, drafted or withdrawn (a deleted post's id
 * is not given again once visitors may have seen it).
 */
export async function nextPostId(trx: Db): Promise<number> {
  const [published, drafted, withdrawn] = await Promise.all([
    trx
      .selectFrom('blog_posts')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst(),
    trx
      .selectFrom('studio_items')
      .select((eb) => eb.fn.max('id').as('max'))
      .where('kind', '=', POST)
      .executeTakeFirst(),
    trx
      .selectFrom('content_withdrawals')
      .select((eb) => eb.fn.max('item_id').as('max'))
      .where('kind', '=', 'post')
      .executeTakeFirst(),
  ]);
  return (
    Math.max(Number(published?.max ?? 0), Number(drafted?.max ?? 0), Number(withdrawn?.max ?? 0)) +
    1
  );
}

/**
 * Removes what a post leaves once none of its languages is published: its studio rows (item,
 * drafts, revisions), the media uses it recorded, its links to groups and tags and its visit
 * counts.
 */
export async function deletePostRows(trx: Db, id: number): Promise<void> {
  await trx
    .deleteFrom('studio_revisions')
    .where('kind', '=', POST)
    .where('item_id', '=', id)
    .execute();
  await trx
    .deleteFrom('studio_item_languages')
    .where('kind', '=', POST)
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('studio_items').where('kind', '=', POST).where('id', '=', id).execute();
  await trx
    .deleteFrom('studio_media_uses')
    .where('item_kind', '=', 'post')
    .where('item_id', '=', id)
    .execute();
  await trx.deleteFrom('blog_post_groups').where('post_id', '=', id).execute();
  await trx.deleteFrom('blog_post_tags').where('post_id', '=', id).execute();
  await trx.deleteFrom('blog_post_visits').where('post_id', '=', id).execute();
}
