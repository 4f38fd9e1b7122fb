// The studio's view of a post: every active language's draft beside the source, each
// field's state, what is published and whether the draft differs from it.
import type { PostEditor, PostLanguage } from '@contract/studio/posts';
import type { Db } from '../../../db/database';
import { fieldStates, languageState } from './field-states';
import type { PostState } from './post-drafts';
import { bannerAddresses, galleryItems, mediaInOrder } from '../media/media-library';
import { bannerMedia } from './post-banner';
import { publishedBanner, publishedFields } from './publish-post';
import type { StudioLanguage } from '../site-languages';

export async function postEditorOf(
  db: Db,
  state: PostState,
  languages: StudioLanguage[],
): Promise<PostEditor> {
  const published = await publishedFields(db, state.item.id);
  const banner = await bannerOf(db, state);
  const bannerChanges =
    banner !== null && banner.address !== (await publishedBanner(db, state.item.id));
  const galleryIds = state.item.shared.galleryMediaIds;
  const gallery = galleryIds ? await mediaInOrder(db, galleryIds) : null;
  const source = state.drafts.get(state.item.sourceLang);
  const entries = languages.map(({ value: lang, direction }): [string, PostLanguage] => {
    const draft = state.drafts.get(lang);
    const states = fieldStates(draft, source, lang === state.item.sourceLang);
    const fields = draft?.fields ?? { title: '', shortDescription: '', body: '' };
    const shown = published.get(lang);
    const unpublishedChanges =
      !shown ||
      shown.title !== fields.title ||
      shown.short_description !== fields.shortDescription ||
      shown.body !== fields.body ||
      (shown.is_featured === 1) !== state.item.shared.featured ||
      bannerChanges ||
      (gallery !== null && JSON.stringify(galleryItems(gallery, lang)) !== shown.gallery);
    return [
      lang,
      {
        fields,
        fieldStates: states,
        state: languageState(draft, states),
        published: shown !== undefined,
        unpublishedChanges: draft !== undefined && unpublishedChanges,
        direction,
      },
    ];
  });
  return {
    id: state.item.id,
    version: state.item.version,
    sourceLanguage: state.item.sourceLang,
    shared: state.item.shared,
    languages: Object.fromEntries(entries),
    banner,
    gallery:
      gallery?.map((row) => ({
        mediaId: row.id,
        address: bannerAddresses(row.name).desktop_banner,
        alt: JSON.parse(row.alt) as Record<string, string>,
      })) ?? null,
    updatedAt: state.item.updatedAt,
  };
}

/** The banner the post shows once published: the library image chosen, else the one shown now. */
async function bannerOf(db: Db, state: PostState): Promise<PostEditor['banner']> {
  const media = await bannerMedia(db, state.item.id, state.item.shared.bannerMediaId);
  if (media) {
    const addresses = bannerAddresses(media.name);
    return {
      mediaId: media.id,
      address: addresses.desktop_banner,
      phoneAddress: addresses.phone_banner,
      alt: JSON.parse(media.alt) as Record<string, string>,
    };
  }
  const shown = await publishedBanner(db, state.item.id);
  if (!shown) return null;
  const row = await db
    .selectFrom('blog_posts')
    .select('banner')
    .where('id', '=', state.item.id)
    .executeTakeFirstOrThrow();
  const { phone_banner } = JSON.parse(row.banner) as { phone_banner: string };
  return { mediaId: null, address: shown, phoneAddress: phone_banner, alt: {} };
}
