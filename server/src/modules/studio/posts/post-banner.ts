// The library image a post shows as its banner once published: the one its draft chose,
// else the one its published rows show when that is a library image (none for a banner
// drawn for the demo or loaded with content).
import type { Db } from '../../../db/database';
import { findMedia, nameInBanner } from '../media/media-library';
import { publishedBanner } from './publish-post';

export async function bannerMedia(db: Db, postId: number, bannerMediaId?: number | null) {
  if (bannerMediaId) return findMedia(db, bannerMediaId);
  const shown = await publishedBanner(db, postId);
  const name = shown && nameInBanner(shown);
  if (!name) return undefined;
  return db.selectFrom('studio_media').selectAll().where('name', '=', name).executeTakeFirst();
}
