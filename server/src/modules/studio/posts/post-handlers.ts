// The studio's post calls. Every write names the version it read (If-Match) and moves it
// on in the same transaction as the write, so of two editors saving at once one is told
// (412, with the version as it is now) instead of silently overwritten.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { POST_FIELDS, publishableFields } from '@contract/studio/posts';
import type { PostEditor, PostFields, PostShared } from '@contract/studio/posts';
import type { Db } from '../../../db/database';
import { recordAudit } from '../audit';
import { notFound, StudioRefusal } from '../refusals';
import type { StudioCall, StudioHandlers } from '../routes';
import { noRevisions } from './field-states';
import type { LanguageDraft } from './field-states';
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
import type { StudioLanguage } from '../site-languages';
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
import { hasUnsafeLink, sanitizeRichText } from './rich-text';
import { PREVIEW_MS, signPreview } from './preview-link';
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

const authorOf = (request: FastifyRequest) => {
  const account = request.studio.session!.account;
  return { id: account.id, email: account.email };
};

/** The version an `If-Match` names (`"7"` or `W/"7"`); 428 when a write names none. */
function basedOn(request: FastifyRequest): number {
  const match = /^(?:W\/)?"(\d+)"$/.exec(request.headers['if-match']?.trim() ?? '');
  if (!match) throw new StudioRefusal(428, 'versionRequired');
  return Number(match[1]);
}

const etag = (reply: FastifyReply, editor: PostEditor) => {
  reply.header('etag', `"${editor.version}"`);
  return editor;
};

/** A stale write's refusal carries the version as it is now, whole. */
class StaleWrite extends StudioRefusal {
  constructor(readonly current: PostEditor) {
    super(412, 'stale');
  }
  override get body() {
    return { detail: 'stale', current: this.current } as never;
  }
}

async function openOrRefuse(db: Db, id: number): Promise<PostState> {
  const state = await openPost(db, id);
  if (!state) throw notFound();
  return state;
}

async function languagesOrRefuse(db: Db, wanted: string[]): Promise<StudioLanguage[]> {
  const languages = await activeLanguages(db);
  const unknown = wanted.filter((lang) => !languages.some((l) => l.value === lang));
  if (unknown.length > 0)
    throw new StudioRefusal(400, 'invalid', { languages: ['unknownLanguage'] });
  return languages;
}

/** The fields as stored: the body's HTML sanitized, a script or data link refused. */
async function cleanFields<F extends Partial<PostFields>>(fields: F): Promise<F> {
  if (fields.body === undefined) return fields;
  if (await hasUnsafeLink(fields.body))
    throw new StudioRefusal(400, 'invalid', { body: ['unsafeLink'] });
  return { ...fields, body: await sanitizeRichText(fields.body) };
}

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
 * Writes a language's new fields as a revision: each changed field records the revision,
 * and a translation records the source revision it was made against.
 */
async function saveDraft(
  call: StudioCall<PostEndpoint>,
  state: PostState,
  version: number,
  lang: string,
  fields: Partial<PostFields>,
  shared?: Partial<PostShared>,
): Promise<void> {
  const { item, drafts } = state;
  const current: LanguageDraft = drafts.get(lang) ?? {
    fields: { title: '', shortDescription: '', body: '' },
    fieldRevisions: noRevisions(),
    translatedFrom: noRevisions(),
  };
  const merged = { ...current.fields, ...fields };
  const changed = POST_FIELDS.filter((field) => merged[field] !== current.fields[field]);
  const nextShared = shared ? { ...item.shared, ...shared } : undefined;
  const sharedChanged =
    nextShared !== undefined && JSON.stringify(nextShared) !== JSON.stringify(item.shared);
  const source = drafts.get(item.sourceLang);
  await call.app.db.transaction().execute(async (trx) => {
    if (!(await advanceVersion(trx, item.id, version, sharedChanged ? { shared: nextShared } : {})))
      throw await stale(call.app.db, item.id);
    if (sharedChanged) await recordPostUses(trx, item.id, nextShared);
    if (changed.length === 0 && drafts.has(lang)) return;
    const revision = await addRevision(trx, {
      id: item.id,
      lang,
      author: authorOf(call.request),
      fields: merged,
      changed,
    });
    const draft: LanguageDraft = {
      fields: merged,
      fieldRevisions: { ...current.fieldRevisions },
      translatedFrom: { ...current.translatedFrom },
    };
    for (const field of changed) {
      draft.fieldRevisions[field] = revision;
      if (lang !== item.sourceLang)
        draft.translatedFrom[field] = source?.fieldRevisions[field] ?? 0;
    }
    await writeDraft(trx, item.id, lang, draft);
  });
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

async function stale(db: Db, id: number): Promise<StaleWrite> {
  const state = await readPostState(db, id);
  return new StaleWrite(await postEditorOf(db, state!, await activeLanguages(db)));
}

async function editorAnswer(call: StudioCall<PostEndpoint>, id: number): Promise<PostEditor> {
  const { db } = call.app;
  const editor = await postEditorOf(db, (await readPostState(db, id))!, await activeLanguages(db));
  return etag(call.reply, editor);
}

/** The version the write names: asked before anything is read, so a write naming none changes nothing. */
async function checkVersion(call: StudioCall<PostEndpoint>, state: PostState): Promise<number> {
  const version = basedOn(call.request);
  if (state.item.version !== version) throw await stale(call.app.db, state.item.id);
  return version;
}

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

  async post(call) {
    const state = await openOrRefuse(call.app.db, call.params.id);
    return etag(
      call.reply,
      await postEditorOf(call.app.db, state, await activeLanguages(call.app.db)),
    );
  },

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
    const fields: Record<string, string[]> = {};
    for (const lang of body.languages) {
      const draft = state.drafts.get(lang);
      // A language never written is checked as empty fields, so each names its rule.
      const checked = publishableFields.safeParse(
        draft?.fields ?? { title: '', shortDescription: '', body: '' },
      );
      if (!checked.success)
        for (const issue of checked.error.issues)
          (fields[`${lang}.${String(issue.path[0])}`] ??= []).push(issue.message);
    }
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

  async deletePost(call) {
    const { app, params } = call;
    basedOn(call.request);
    const state = await openOrRefuse(app.db, params.id);
    const version = await checkVersion(call, state);
    // A published language is withdrawn first, so visitors' copies are told it is gone.
    if ((await publishedFields(app.db, params.id)).size > 0)
      throw new StudioRefusal(409, 'published');
    await app.db.transaction().execute(async (trx) => {
      if (!(await advanceVersion(trx, params.id, version))) throw await stale(app.db, params.id);
      await deletePostRows(trx, params.id);
      await recordAudit(trx, {
        action: 'postDeleted',
        actor: authorOf(call.request),
        subject: `post ${params.id}`,
        address: call.request.studio.address,
      });
    });
  },

  async previewPost({ app, params, body }) {
    await languagesOrRefuse(app.db, [body.lang]);
    const state = await openOrRefuse(app.db, params.id);
    if (!state.drafts.has(body.lang))
      throw new StudioRefusal(400, 'invalid', { lang: ['nothingWritten'] });
    const until = Date.now() + PREVIEW_MS;
    const token = await signPreview(app.db, { id: params.id, lang: body.lang, until });
    return { address: `/studio/preview/${token}`, expiresAt: new Date(until).toISOString() };
  },

  async postRevisions({ app, params }) {
    await openOrRefuse(app.db, params.id);
    const rows = await app.db
      .selectFrom('studio_revisions')
      .select(['id', 'lang', 'at', 'author', 'changed'])
      .where('kind', '=', POST)
      .where('item_id', '=', params.id)
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return {
      results: rows.map((row) => ({ ...row, changed: JSON.parse(row.changed) as string[] })),
    };
  },

  async compareRevisions({ app, params, query }) {
    const rows = await app.db
      .selectFrom('studio_revisions')
      .select(['id', 'lang', 'fields'])
      .where('kind', '=', POST)
      .where('item_id', '=', params.id)
      .where('id', 'in', [query.from, query.to])
      .execute();
    const from = rows.find((row) => row.id === query.from);
    const to = rows.find((row) => row.id === query.to);
    if (!from || !to) throw notFound();
    if (from.lang !== to.lang) throw new StudioRefusal(400, 'invalid', { to: ['otherLanguage'] });
    const languages = await activeLanguages(app.db);
    const [a, b] = [from, to].map((row) => JSON.parse(row.fields) as PostFields);
    return {
      lang: from.lang,
      direction: languages.find((l) => l.value === from.lang)?.direction ?? 'rtl',
      fields: POST_FIELDS.map((field) => ({
        field,
        from: a![field],
        to: b![field],
        changed: a![field] !== b![field],
      })),
    };
  },

  async restoreRevision(call) {
    const { app, params } = call;
    basedOn(call.request);
    const state = await openOrRefuse(app.db, params.id);
    const version = await checkVersion(call, state);
    const revision = await app.db
      .selectFrom('studio_revisions')
      .select(['lang', 'fields'])
      .where('kind', '=', POST)
      .where('item_id', '=', params.id)
      .where('id', '=', params.revision)
      .executeTakeFirst();
    if (!revision) throw notFound();
    await saveDraft(call, state, version, revision.lang, JSON.parse(revision.fields) as PostFields);
    return editorAnswer(call, params.id);
  },
} satisfies Pick<StudioHandlers, PostEndpoint>;
