// The studio's post calls. Every write names the version it read (If-Match) and moves it
// on in the same transaction as the write (items/write-versions.ts).
import { POST_FIELDS, publishableFields } from '@contract/studio/posts';
import type { PostEditor, PostField, PostShared } from '@contract/studio/posts';
import type { Db } from '../../../db/database';
import { recordAudit } from '../audit';
import { StudioRefusal } from '../refusals';
import type { StudioHandlers } from '../routes';
import { noRevisions } from './field-states';
import {
  addRevision,
  advanceVersion,
  deletePostRows,
  nextPostId,
  openPost,
  POST,
  readPostState,
  writeDraft,
} from './post-drafts';
import type { PostState } from './post-drafts';
import { bannerMedia } from './post-banner';
import { postEditorOf } from './post-editor';
import { activeLanguages } from '../site-languages';
import { listStudioPosts } from './post-list';
import {
  labelSharers,
  picturesFor,
  publishedBanner,
  publishedFields,
  publishedLabels,
  publishLanguage,
  withdrawLanguage,
  writeShared,
} from './publish-post';
import type { PostChange } from '../../../http/post-change';
import { authorOf, basedOn } from '../items/write-versions';
import {
  languagesOrRefuse,
  publishRefusals,
  withCleanBody as cleanFields,
} from '../items/item-checks';
import { emptyFields } from '../items/field-states';
import { itemEndpoints } from '../items/item-endpoints';
import { recordWithdrawals } from '../../withdrawals/withdrawals';
import {
  bannerAddresses,
  findMedia,
  galleryItems,
  mediaInOrder,
  recordPostUses,
} from '../media/media-library';

export type PostEndpoint =
  | 'posts'
  | 'createPost'
  | 'post'
  | 'savePostLanguage'
  | 'publishPost'
  | 'withdrawPost'
  | 'deletePost'
  | 'previewPost'
  | 'postRevisions'
  | 'compareRevisions'
  | 'restoreRevision'
  | 'postLabels';

async function checkShared(db: Db, shared: Partial<PostShared> | undefined) {
  if (!shared) return;
  for (const [field, table, ids] of [
    ['groupIds', 'blog_groups', shared.groupIds],
    ['tagIds', 'blog_tags', shared.tagIds],
  ] as const) {
    if (!ids || ids.length === 0) continue;
    const found = await db
      .selectFrom(table)
      .select('id')
      .distinct()
      .where('id', 'in', ids)
      .execute();
    if (found.length !== new Set(ids).size) {
      throw new StudioRefusal(400, 'invalid', { [field]: ['unknown'] });
    }
  }
  if (shared.bannerMediaId) {
    const media = await findMedia(db, shared.bannerMediaId);
    if (media?.kind !== 'image')
      throw new StudioRefusal(400, 'invalid', { bannerMediaId: ['unknown'] });
  }
  const gallery = shared.galleryMediaIds ?? [];
  if (new Set(gallery).size !== gallery.length)
    throw new StudioRefusal(400, 'invalid', { galleryMediaIds: ['repeated'] });
  const images = await mediaInOrder(db, gallery);
  if (images.length !== gallery.length || images.some((image) => image.kind !== 'image'))
    throw new StudioRefusal(400, 'invalid', { galleryMediaIds: ['unknown'] });
}

/**
 * What visitors may see differently after publishing or withdrawing `languages`: lists move
 * when a language comes or goes or the labels change (counts, order, filters), and then the
 * related lists of every post sharing a label, before or after, may too.
 */
async function postChange(
  db: Db,
  state: PostState,
  languages: string[],
  withdrawing: boolean,
): Promise<PostChange> {
  const shown = await publishedFields(db, state.item.id);
  const before = await publishedLabels(db, state.item.id);
  const comesOrGoes = languages.some((lang) => (withdrawing ? shown.has(lang) : !shown.has(lang)));
  const { bannerMediaId } = state.item.shared;
  const banner = bannerMediaId ? await findMedia(db, bannerMediaId) : undefined;
  const bannerMoves =
    banner !== undefined &&
    bannerAddresses(banner.name).desktop_banner !== (await publishedBanner(db, state.item.id));
  const labelsMove =
    !withdrawing &&
    (bannerMoves ||
      before.featured !== state.item.shared.featured ||
      JSON.stringify([...before.groupIds].sort()) !==
        JSON.stringify([...state.item.shared.groupIds].sort()) ||
      JSON.stringify([...before.tagIds].sort()) !==
        JSON.stringify([...state.item.shared.tagIds].sort()));
  const listsMove = comesOrGoes || labelsMove;
  return {
    kind: 'post',
    id: state.item.id,
    languages,
    listsMove,
    labelSharers: listsMove ? await labelSharers(db, before, state.item.shared) : new Set(),
  };
}

const posts = itemEndpoints<PostField, PostShared, PostEditor>({
  kind: POST,
  fields: POST_FIELDS,
  open: openPost,
  read: readPostState,
  editorOf: postEditorOf,
  onSharedChange: recordPostUses,
  published: async (db, id) => (await publishedFields(db, id)).size > 0,
  deleteRows: deletePostRows,
  deleted: 'postDeleted',
});
const { openOrRefuse, stale, editorAnswer, checkVersion, saveDraft } = posts;

export const postHandlers = {
  async posts({ app, query }) {
    const languages = (await activeLanguages(app.db)).map((language) => language.value);
    return listStudioPosts(app.db, languages, query);
  },

  async createPost(call) {
    const { app, body, request } = call;
    const fields = await cleanFields(body.fields);
    await checkShared(app.db, body.shared);
    const [source] = await activeLanguages(app.db);
    const lang = source?.value ?? 'fa';
    const id = await app.db.transaction().execute(async (trx) => {
      const postId = await nextPostId(trx);
      const now = new Date().toISOString();
      await trx
        .insertInto('studio_items')
        .values({
          kind: POST,
          id: postId,
          version: 1,
          source_lang: lang,
          shared: JSON.stringify(body.shared),
          created_at: now,
          updated_at: now,
        })
        .execute();
      const revision = await addRevision(trx, {
        id: postId,
        lang,
        author: authorOf(request),
        fields,
        changed: [...POST_FIELDS],
      });
      await writeDraft(trx, postId, lang, {
        fields,
        fieldRevisions: { title: revision, shortDescription: revision, body: revision },
        translatedFrom: noRevisions(),
      });
      await recordPostUses(trx, postId, body.shared);
      return postId;
    });
    return editorAnswer(call, id);
  },

  async postLabels({ app }) {
    const [source] = await activeLanguages(app.db);
    const lang = source?.value ?? 'fa';
    const [groups, tags] = await Promise.all(
      (['blog_groups', 'blog_tags'] as const).map((table) =>
        app.db
          .selectFrom(table)
          .select(['id', 'title'])
          .where('lang', '=', lang)
          .orderBy('id')
          .execute(),
      ),
    );
    return { groups: groups!, tags: tags! };
  },

  post: posts.read,

  async savePostLanguage(call) {
    const { app, params, body } = call;
    basedOn(call.request);
    await languagesOrRefuse(app.db, [params.lang]);
    const fields = await cleanFields(body.fields);
    await checkShared(app.db, body.shared);
    const state = await openOrRefuse(app.db, params.id);
    const version = await checkVersion(call, state);
    await saveDraft(call, state, version, params.lang, fields, body.shared);
    return editorAnswer(call, params.id);
  },

  async publishPost(call) {
    const { app, params, body } = call;
    basedOn(call.request);
    await languagesOrRefuse(app.db, body.languages);
    const state = await openOrRefuse(app.db, params.id);
    const version = await checkVersion(call, state);
    // Only the languages being published are checked; each refusal names its language.
    const fields = publishRefusals(
      publishableFields,
      state.drafts,
      body.languages,
      emptyFields(POST_FIELDS),
    );
    const { bannerMediaId } = state.item.shared;
    if (!(await picturesFor(app.db, params.id, body.languages[0]!, state.item.shared)))
      fields.banner = ['required'];
    // An image is not published in a language its alt text is not written in.
    const banner = await bannerMedia(app.db, params.id, bannerMediaId);
    const alt = banner && (JSON.parse(banner.alt) as Record<string, string>);
    for (const lang of alt ? body.languages : [])
      if (!alt![lang]) (fields[`${lang}.banner`] ??= []).push('altMissing');
    // So is a gallery picture: its alt text is its caption there.
    const gallery = await mediaInOrder(app.db, state.item.shared.galleryMediaIds ?? []);
    for (const lang of body.languages)
      if (galleryItems(gallery, lang).some((item) => !item.title))
        (fields[`${lang}.gallery`] ??= []).push('altMissing');
    if (Object.keys(fields).length > 0) throw new StudioRefusal(400, 'invalid', fields);
    const change = await postChange(app.db, state, body.languages, false);
    await app.db.transaction().execute(async (trx) => {
      if (!(await advanceVersion(trx, params.id, version))) throw await stale(app.db, params.id);
      for (const lang of body.languages) await publishLanguage(trx, state, lang);
      await writeShared(trx, params.id, state.item.shared);
      await recordPostUses(trx, params.id, state.item.shared);
    });
    await recordAudit(app.db, {
      action: 'published',
      actor: authorOf(call.request),
      subject: `post ${params.id} (${body.languages.join(', ')})`,
      address: call.request.studio.address,
    });
    // A featured flag shows in every language: then the change is the post's everywhere.
    const everywhere = change.listsMove ? (await activeLanguages(app.db)).map((l) => l.value) : [];
    await app.contentChanged({
      ...change,
      languages: [...new Set([...change.languages, ...everywhere])],
    });
    return editorAnswer(call, params.id);
  },

  async withdrawPost(call) {
    const { app, params, body } = call;
    basedOn(call.request);
    await languagesOrRefuse(app.db, body.languages);
    const state = await openOrRefuse(app.db, params.id);
    const version = await checkVersion(call, state);
    const change = await postChange(app.db, state, body.languages, true);
    await app.db.transaction().execute(async (trx) => {
      if (!(await advanceVersion(trx, params.id, version))) throw await stale(app.db, params.id);
      const withdrawn: string[] = [];
      for (const lang of body.languages)
        if (await withdrawLanguage(trx, params.id, lang)) withdrawn.push(lang);
      await recordWithdrawals(trx, 'post', params.id, withdrawn);
      await recordPostUses(trx, params.id, state.item.shared);
    });
    await recordAudit(app.db, {
      action: 'withdrawn',
      actor: authorOf(call.request),
      subject: `post ${params.id} (${body.languages.join(', ')})`,
      address: call.request.studio.address,
    });
    await app.contentChanged(change);
    return editorAnswer(call, params.id);
  },

  deletePost: posts.remove,
  previewPost: posts.preview,

  postRevisions: posts.revisions,
  compareRevisions: posts.compare,
  restoreRevision: posts.restore,
} satisfies Pick<StudioHandlers, PostEndpoint>;
