// The media library's rows: an item as the studio shows it (its addresses on the site, its
// alt texts, where it is used), the list, and the uses kept as posts choose their banner.
import type { Selectable } from 'kysely';
import { MEDIA_PREFIX } from '@contract/api-routes';
import type { MediaFormat, MediaItem, MediaUse } from '@contract/studio/media';
import { containsTyped } from '../../../db/contains-typed';
import type { Db } from '../../../db/database';
import type { StudioMediaTable } from '../../../db/schema';
import { activeLanguages } from '../site-languages';
import type { StudioLanguage } from '../site-languages';

type MediaRow = Selectable<StudioMediaTable>;

/** The addresses a post shows an image at as its banner (see image-copies.ts). */
export const bannerAddresses = (name: string) => ({
  desktop_banner: `${MEDIA_PREFIX}${name}-banner.webp`,
  phone_banner: `${MEDIA_PREFIX}${name}-banner-phone.webp`,
});

/** The library item a published banner address names, if it is one. */
export function nameInBanner(address: string): string | null {
  const match = /\/([a-z0-9][a-z0-9-]*)-banner\.webp$/.exec(address);
  return match ? match[1]! : null;
}

export function itemOf(row: MediaRow, usedBy: MediaUse[], languages: StudioLanguage[]): MediaItem {
  const image = row.kind === 'image';
  const address = `${MEDIA_PREFIX}${row.name}.${image ? 'webp' : row.format}`;
  return {
    id: row.id,
    kind: row.kind,
    format: row.format as MediaFormat,
    originalName: row.original_name,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    address,
    thumbnail: image ? `${address}?w=480` : address,
    phoneAddress: image ? `${MEDIA_PREFIX}${row.name}-banner-phone.webp` : null,
    alt: JSON.parse(row.alt) as Record<string, string>,
    altLanguages: languages.map(({ value, direction }) => ({ lang: value, direction })),
    usedBy,
    createdAt: row.created_at,
  };
}

export async function findMedia(db: Db, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom('studio_media').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Where each of `ids` is used: the posts whose draft or published rows show it. */
export async function usesOf(db: Db, ids: number[]): Promise<Map<number, MediaUse[]>> {
  const uses = new Map<number, MediaUse[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return uses;
  const rows = await db
    .selectFrom('studio_media_uses as u')
    .innerJoin('studio_items as i', (join) =>
      join.onRef('i.kind', '=', 'u.item_kind').onRef('i.id', '=', 'u.item_id'),
    )
    .innerJoin('studio_item_languages as l', (join) =>
      join
        .onRef('l.kind', '=', 'i.kind')
        .onRef('l.id', '=', 'i.id')
        .onRef('l.lang', '=', 'i.source_lang'),
    )
    .select(['u.media_id', 'u.item_id', 'l.fields'])
    .where('u.media_id', 'in', ids)
    .orderBy('u.item_id')
    .execute();
  for (const row of rows) {
    const { title } = JSON.parse(row.fields) as { title: string };
    uses.get(row.media_id)!.push({ kind: 'post', id: row.item_id, title });
  }
  return uses;
}

export async function mediaItem(db: Db, row: MediaRow): Promise<MediaItem> {
  return itemOf(row, (await usesOf(db, [row.id])).get(row.id)!, await activeLanguages(db));
}

export async function listMedia(
  db: Db,
  query: { kind?: 'image' | 'video'; search?: string; limit: number; offset: number },
): Promise<{ count: number; results: MediaItem[] }> {
  let filtered = db.selectFrom('studio_media');
  if (query.kind) filtered = filtered.where('kind', '=', query.kind);
  if (query.search) {
    const { search } = query;
    filtered = filtered.where((eb) =>
      eb.or([containsTyped(eb.ref('original_name'), search), containsTyped(eb.ref('alt'), search)]),
    );
  }
  const [{ count }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    filtered.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
  ]);
  const uses = await usesOf(
    db,
    rows.map((row) => row.id),
  );
  const languages = await activeLanguages(db);
  return {
    count: Number(count),
    results: rows.map((row) => itemOf(row, uses.get(row.id)!, languages)),
  };
}

/** The library images `ids` names, in that order (those that no longer exist left out). */
export async function mediaInOrder(db: Db, ids: readonly number[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('studio_media').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A gallery's items as visitors get them in `lang`: each image's banner crop, its alt text. */
export function galleryItems(rows: MediaRow[], lang: string) {
  return rows.map((row) => ({
    photo_file: bannerAddresses(row.name).desktop_banner,
    title: (JSON.parse(row.alt) as Record<string, string>)[lang] ?? '',
  }));
}

/** The library images a post's published rows show (banner and gallery). */
async function publishedMediaNames(db: Db, postId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['banner', 'gallery'])
    .where('id', '=', postId)
    .execute();
  return rows.flatMap((row) =>
    [
      (JSON.parse(row.banner) as { desktop_banner: string }).desktop_banner,
      ...(JSON.parse(row.gallery) as { photo_file: string }[]).map((item) => item.photo_file),
    ].flatMap((address) => nameInBanner(address) ?? []),
  );
}

/**
 * Keeps what a post uses in step: the images its draft names (banner, gallery) and those its
 * published rows show (they differ between a change and its publishing).
 */
export async function recordPostUses(
  db: Db,
  postId: number,
  draft: { bannerMediaId?: number | null; galleryMediaIds?: number[] },
) {
  const names = [...new Set(await publishedMediaNames(db, postId))];
  const shown =
    names.length > 0
      ? await db.selectFrom('studio_media').select('id').where('name', 'in', names).execute()
      : [];
  const ids = new Set([
    ...shown.map((row) => row.id),
    ...(draft.bannerMediaId ? [draft.bannerMediaId] : []),
    ...(draft.galleryMediaIds ?? []),
  ]);
  await db
    .deleteFrom('studio_media_uses')
    .where('item_kind', '=', 'post')
    .where('item_id', '=', postId)
    .execute();
  if (ids.size > 0)
    await db
      .insertInto('studio_media_uses')
      .values([...ids].map((media_id) => ({ media_id, item_kind: 'post', item_id: postId })))
      .execute();
}
