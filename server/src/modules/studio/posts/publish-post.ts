// Publishing copies a language's draft into the rows the public API reads (blog_posts, its
// visits row, the post's links to groups and tags); withdrawing removes that language's
// row, the draft staying. Both run inside the caller's transaction.
import type { PostShared } from '@contract/studio/posts';
import type { Db } from '../../../db/database';
import { postSearchText } from '../../blog/search-text';
import { bannerAddresses, findMedia, galleryItems, mediaInOrder } from '../media/media-library';
import type { PostState } from './post-drafts';

/**
 * The pictures a language shows: the banner chosen from the media library if there is one,
 * else that of its own row, or for a language published first that of the post's other
 * languages; and the gallery chosen from the library, captioned in the language, else the
 * one its row shows. Null when the post has no banner yet: a post is not published without
 * one.
 */
export async function picturesFor(
  trx: Db,
  id: number,
  lang: string,
  shared: Pick<PostShared, 'bannerMediaId' | 'galleryMediaIds'>,
) {
  const rows = await trx
    .selectFrom('blog_posts')
    .select(['lang', 'banner', 'gallery'])
    .where('id', '=', id)
    .execute();
  const own = rows.find((row) => row.lang === lang);
  const gallery = shared.galleryMediaIds
    ? JSON.stringify(galleryItems(await mediaInOrder(trx, shared.galleryMediaIds), lang))
    : (own?.gallery ?? '[]');
  const chosen = shared.bannerMediaId ? await findMedia(trx, shared.bannerMediaId) : undefined;
  if (chosen) return { banner: JSON.stringify(bannerAddresses(chosen.name)), gallery };
  const any = own ?? rows[0];
  return any ? { banner: any.banner, gallery } : null;
}

export async function publishLanguage(trx: Db, state: PostState, lang: string): Promise<void> {
  const { item } = state;
  const draft = state.drafts.get(lang)!;
  const { title, shortDescription, body } = draft.fields;
  const now = new Date().toISOString();
  const shown = {
    title,
    short_description: shortDescription,
    body,
    updated_at: now,
    is_featured: item.shared.featured ? 1 : 0,
    search_text: postSearchText(`${title} ${shortDescription} ${body}`),
  };
  const pictures = await picturesFor(trx, item.id, lang, item.shared);
  if (!pictures) throw new Error(`post ${item.id} has no banner to publish with`);
  const { banner, gallery } = pictures;
  await trx
    .insertInto('blog_posts')
    .values({ id: item.id, lang, created_at: item.createdAt, banner, gallery, ...shown })
    .onConflict((conflict) => conflict.columns(['id', 'lang']).doUpdateSet({ ...shown, gallery }))
    .execute();
  await trx
    .insertInto('blog_post_visits')
    .values({ post_id: item.id, lang })
    .onConflict((conflict) => conflict.columns(['post_id', 'lang']).doNothing())
    .execute();
  await writeLinks(trx, item.id, item.shared);
}

/** The shared fields every published language shows at once (one row per language). */
export async function writeShared(trx: Db, id: number, shared: PostShared): Promise<void> {
  const chosen = shared.bannerMediaId ? await findMedia(trx, shared.bannerMediaId) : undefined;
  await trx
    .updateTable('blog_posts')
    .set({
      is_featured: shared.featured ? 1 : 0,
      ...(chosen ? { banner: JSON.stringify(bannerAddresses(chosen.name)) } : {}),
    })
    .where('id', '=', id)
    .execute();
  await writeLinks(trx, id, shared);
}

/** The banner's desktop address the post's published rows show now, if any. */
export async function publishedBanner(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select('banner')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (JSON.parse(row.banner) as { desktop_banner: string }).desktop_banner : null;
}

async function writeLinks(trx: Db, id: number, shared: PostShared): Promise<void> {
  const [groups, tags] = await Promise.all([
    trx.selectFrom('blog_post_groups').select('group_id').where('post_id', '=', id).execute(),
    trx.selectFrom('blog_post_tags').select('tag_id').where('post_id', '=', id).execute(),
  ]);
  const same = (a: number[], b: number[]) =>
    a.length === b.length && [...a].sort().every((value, i) => value === [...b].sort()[i]);
  if (
    !same(
      groups.map((row) => row.group_id),
      shared.groupIds,
    )
  ) {
    await trx.deleteFrom('blog_post_groups').where('post_id', '=', id).execute();
    if (shared.groupIds.length > 0)
      await trx
        .insertInto('blog_post_groups')
        .values(shared.groupIds.map((group_id) => ({ post_id: id, group_id })))
        .execute();
  }
  if (
    !same(
      tags.map((row) => row.tag_id),
      shared.tagIds,
    )
  ) {
    await trx.deleteFrom('blog_post_tags').where('post_id', '=', id).execute();
    if (shared.tagIds.length > 0)
      await trx
        .insertInto('blog_post_tags')
        .values(shared.tagIds.map((tag_id) => ({ post_id: id, tag_id })))
        .execute();
  }
}

export async function withdrawLanguage(trx: Db, id: number, lang: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('blog_posts')
    .where('id', '=', id)
    .where('lang', '=', lang)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The posts that share a group or a tag with any of `shared`'s (their related lists). */
export async function labelSharers(db: Db, ...labels: PostShared[]): Promise<Set<number>> {
  const groups = [...new Set(labels.flatMap((l) => l.groupIds))];
  const tags = [...new Set(labels.flatMap((l) => l.tagIds))];
  const ids = new Set<number>();
  if (groups.length > 0)
    for (const row of await db
      .selectFrom('blog_post_groups')
      .select('post_id')
      .where('group_id', 'in', groups)
      .execute())
      ids.add(row.post_id);
  if (tags.length > 0)
    for (const row of await db
      .selectFrom('blog_post_tags')
      .select('post_id')
      .where('tag_id', 'in', tags)
      .execute())
      ids.add(row.post_id);
  return ids;
}

/** The labels the post's published rows show now. */
export async function publishedLabels(db: Db, id: number): Promise<PostShared> {
  const [groups, tags, row] = await Promise.all([
    db.selectFrom('blog_post_groups').select('group_id').where('post_id', '=', id).execute(),
    db.selectFrom('blog_post_tags').select('tag_id').where('post_id', '=', id).execute(),
    db.selectFrom('blog_posts').select('is_featured').where('id', '=', id).executeTakeFirst(),
  ]);
  return {
    featured: row?.is_featured === 1,
    groupIds: groups.map((g) => g.group_id),
    tagIds: tags.map((t) => t.tag_id),
  };
}

/** The published rows' language fields, to tell a draft from what visitors see. */
export async function publishedFields(db: Db, id: number) {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['lang', 'title', 'short_description', 'body', 'is_featured', 'gallery'])
    .where('id', '=', id)
    .execute();
  return new Map(rows.map((row) => [row.lang, row]));
}
