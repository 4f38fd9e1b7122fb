// A post's studio state: its item row (version, source language, shared fields), its draft
// per language, and its revisions (items/item-rows.ts). A post published before the studio
// opened it (the demo's, a content load's) is taken in at its first read, its published rows
// as drafts.
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import type { PostField, PostFields, PostShared } from '@contract/studio/posts';
import type { Db } from '../../../db/database';
import { noRevisions } from './field-states';
import type { LanguageDraft } from './field-states';
import * as rows from '../items/item-rows';
import type { Author, Item } from '../items/item-rows';

export const POST = 'post';

export type PostItem = Item<PostShared>;

export interface PostState {
  item: PostItem;
  drafts: Map<string, LanguageDraft>;
}

export const readPostState = (db: Db, id: number): Promise<PostState | null> =>
  rows.readItemState<PostField, PostShared>(db, POST, id);

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
  const drafts = new Map(
    published.map((row): [string, LanguageDraft] => [
      row.lang,
      {
        fields: {
          title: row.title,
          shortDescription: row.short_description,
          body: row.body,
        } satisfies PostFields,
        fieldRevisions: noRevisions(),
        translatedFrom: noRevisions(),
      },
    ]),
  );
  await db.transaction().execute((trx) =>
    rows.insertItem(
      trx,
      POST,
      {
        id,
        sourceLang: source.lang,
        shared: {
          featured: source.is_featured === 1,
          groupIds: groups.map((row) => row.group_id),
          tagIds: tags.map((row) => row.tag_id),
        } satisfies PostShared,
        createdAt: source.created_at,
        updatedAt: now,
      },
      drafts,
    ),
  );
  return readPostState(db, id);
}

/** Moves the item's version on, only from the version the write was based on. */
export const advanceVersion = (
  trx: Db,
  id: number,
  basedOn: number,
  changes: { shared?: PostShared } = {},
) => rows.advanceVersion(trx, POST, id, basedOn, changes);

export const writeDraft = (trx: Db, id: number, lang: string, draft: LanguageDraft) =>
  rows.writeDraft(trx, POST, id, lang, draft);

export const addRevision = (
  trx: Db,
  revision: {
    id: number;
    lang: string;
    author: Author | null;
    fields: PostFields;
    changed: string[];
  },
) => rows.addRevision(trx, POST, revision);

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
    rows.largestItemId(trx, POST),
    trx
      .selectFrom('content_withdrawals')
      .select((eb) => eb.fn.max('item_id').as('max'))
      .where('kind', '=', 'post')
      .executeTakeFirst(),
  ]);
  return Math.max(Number(published?.max ?? 0), drafted, Number(withdrawn?.max ?? 0)) + 1;
}

/**
 * Removes what a post leaves once none of its languages is published: its studio rows (item,
 * drafts, revisions, media uses), its links to groups and tags and its visit counts.
 */
export async function deletePostRows(trx: Db, id: number): Promise<void> {
  await rows.deleteItemRows(trx, POST, id);
  await trx.deleteFrom('blog_post_groups').where('post_id', '=', id).execute();
  await trx.deleteFrom('blog_post_tags').where('post_id', '=', id).execute();
  await trx.deleteFrom('blog_post_visits').where('post_id', '=', id).execute();
}
