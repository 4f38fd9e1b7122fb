// The studio's custom-page calls: the same drafts, revisions and versions as a post's
// (items/), publishing at the page's one address, which may change: the address visitors
// knew then sends them on.
import { PAGE_FIELDS, publishablePageFields } from '@contract/studio/custom-pages';
import type { PageEditor, PageFields, PageShared } from '@contract/studio/custom-pages';
import type { Db } from '../../../db/database';
import { customPageChange } from '../../../http/custom-page-change';
import type { ReadChange } from '../../../http/read-change';
import { recordWithdrawals } from '../../withdrawals/withdrawals';
import { recordAudit } from '../audit';
import { emptyFields, revisionsOf } from '../items/field-states';
import { languagesOrRefuse, publishRefusals, withCleanBody } from '../items/item-checks';
import { addRevision, advanceVersion, insertItem } from '../items/item-rows';
import { compareRevisions, listRevisions, readRevision } from '../items/revisions';
import { saveItemDraft } from '../items/save-draft';
import { authorOf, basedOn, StaleWrite, withVersion } from '../items/write-versions';
import { issuePreview } from '../posts/preview-link';
import { notFound, StudioRefusal } from '../refusals';
import type { StudioCall, StudioHandlers } from '../routes';
import { activeLanguages } from '../site-languages';
import {
  deletePageRows,
  nextPageId,
  openPage,
  PAGE,
  pathTaken,
  publishedPageRows,
  readPageState,
} from './page-drafts';
import type { PageState } from './page-drafts';
import { pageEditorOf } from './page-editor';
import { listStudioPages } from './page-list';
import { moveAddress, publishPageLanguage, withdrawPageLanguage } from './publish-page';

export type PageEndpoint =
  | 'pages'
  | 'createPage'
  | 'page'
  | 'savePageLanguage'
  | 'publishPage'
  | 'withdrawPage'
  | 'deletePage'
  | 'previewPage'
  | 'pageRevisions'
  | 'comparePageRevisions'
  | 'restorePageRevision';

type PageCall = StudioCall<PageEndpoint>;

async function openOrRefuse(db: Db, id: number): Promise<PageState> {
  const state = await openPage(db, id);
  if (!state) throw notFound();
  return state;
}

async function checkPath(db: Db, shared: Partial<PageShared> | undefined, id: number | null) {
  if (shared?.path !== undefined && (await pathTaken(db, shared.path, id)))
    throw new StudioRefusal(400, 'invalid', { path: ['pathTaken'] });
}

async function stale(db: Db, id: number): Promise<StaleWrite> {
  const state = await readPageState(db, id);
  return new StaleWrite(await pageEditorOf(db, state!, await activeLanguages(db)));
}

async function editorAnswer(call: PageCall, id: number): Promise<PageEditor> {
  const { db } = call.app;
  const editor = await pageEditorOf(db, (await readPageState(db, id))!, await activeLanguages(db));
  return withVersion(call.reply, editor);
}

/** The version the write names, checked before anything is written. */
async function checkVersion(call: PageCall, state: PageState): Promise<number> {
  const version = basedOn(call.request);
  if (state.item.version !== version) throw await stale(call.app.db, state.item.id);
  return version;
}

function saveDraft(
  call: PageCall,
  state: PageState,
  version: number,
  lang: string,
  changes: Partial<PageFields>,
  shared?: Partial<PageShared>,
): Promise<void> {
  return saveItemDraft(call.app.db, {
    kind: PAGE,
    fields: PAGE_FIELDS,
    state,
    version,
    lang,
    changes,
    ...(shared && { shared }),
    author: authorOf(call.request),
    stale: () => stale(call.app.db, state.item.id),
  });
}

/** What visitors may see differently: the page in `languages`, at its old and new addresses. */
async function pageChange(db: Db, state: PageState, languages: string[]): Promise<ReadChange> {
  const shown = await publishedPageRows(db, state.item.id);
  const everyLanguage = shown.some((row) => row.path !== state.item.shared.path);
  return customPageChange(
    // A new address moves every published language, not only those being published.
    everyLanguage ? [...new Set([...languages, ...shown.map((row) => row.lang)])] : languages,
    [...new Set([state.item.shared.path, ...shown.map((row) => row.path)])],
  );
}

async function audit(call: PageCall, action: 'published' | 'withdrawn', subject: string) {
  await recordAudit(call.app.db, {
    action,
    actor: authorOf(call.request),
    subject,
    address: call.request.studio.address,
  });
}

export const pageHandlers = {
  async pages({ app, query }) {
    const languages = (await activeLanguages(app.db)).map((language) => language.value);
    return listStudioPages(app.db, languages, query);
  },

  async createPage(call) {
    const { app, body, request } = call;
    const fields = await withCleanBody(body.fields);
    await checkPath(app.db, body.shared, null);
    const [source] = await activeLanguages(app.db);
    const lang = source?.value ?? 'fa';
    const id = await app.db.transaction().execute(async (trx) => {
      const pageId = await nextPageId(trx);
      const now = new Date().toISOString();
      const revision = await addRevision(trx, PAGE, {
        id: pageId,
        lang,
        author: authorOf(request),
        fields,
        changed: [...PAGE_FIELDS],
      });
      const draft = {
        fields,
        fieldRevisions: revisionsOf(PAGE_FIELDS, revision),
        translatedFrom: revisionsOf(PAGE_FIELDS),
      };
      const item = {
        id: pageId,
        sourceLang: lang,
        shared: body.shared,
        createdAt: now,
        updatedAt: now,
      };
      await insertItem(trx, PAGE, item, new Map([[lang, draft]]));
      return pageId;
    });
    return editorAnswer(call, id);
  },

  async page(call) {
    const state = await openOrRefuse(call.app.db, call.params.id);
    return withVersion(
      call.reply,
      await pageEditorOf(call.app.db, state, await activeLanguages(call.app.db)),
    );
  },

  async savePageLanguage(call) {
    const { app, params, body } = call;
    basedOn(call.request);
    await languagesOrRefuse(app.db, [params.lang]);
    const fields = await withCleanBody(body.fields);
    await checkPath(app.db, body.shared, params.id);
    const state = await openOrRefuse(app.db, params.id);
    const version = await checkVersion(call, state);
    await saveDraft(call, state, version, params.lang, fields, body.shared);
    return editorAnswer(call, params.id);
  },

  async publishPage(call) {
    const { app, params, body } = call;
    basedOn(call.request);
    await languagesOrRefuse(app.db, body.languages);
    const state = await openOrRefuse(app.db, params.id);
    const version = await checkVersion(call, state);
    const fields = publishRefusals(
      publishablePageFields,
      state.drafts,
      body.languages,
      emptyFields(PAGE_FIELDS),
    );
    if (Object.keys(fields).length > 0) throw new StudioRefusal(400, 'invalid', fields);
    // Another page may have been published at the address since this draft chose it.
    await checkPath(app.db, state.item.shared, params.id);
    const change = await pageChange(app.db, state, body.languages);
    await app.db.transaction().execute(async (trx) => {
      if (!(await advanceVersion(trx, PAGE, params.id, version)))
        throw await stale(app.db, params.id);
      await moveAddress(trx, state);
      for (const lang of body.languages) await publishPageLanguage(trx, state, lang);
    });
    await audit(call, 'published', `page ${params.id} (${body.languages.join(', ')})`);
    await app.contentChanged(change);
    return editorAnswer(call, params.id);
  },

  async withdrawPage(call) {
    const { app, params, body } = call;
    basedOn(call.request);
    await languagesOrRefuse(app.db, body.languages);
    const state = await openOrRefuse(app.db, params.id);
    const version = await checkVersion(call, state);
    const shown = await publishedPageRows(app.db, params.id);
    const change = customPageChange(body.languages, [...new Set(shown.map((row) => row.path))]);
    await app.db.transaction().execute(async (trx) => {
      if (!(await advanceVersion(trx, PAGE, params.id, version)))
        throw await stale(app.db, params.id);
      const withdrawn: string[] = [];
      for (const lang of body.languages)
        if (await withdrawPageLanguage(trx, params.id, lang)) withdrawn.push(lang);
      await recordWithdrawals(trx, PAGE, params.id, withdrawn);
    });
    await audit(call, 'withdrawn', `page ${params.id} (${body.languages.join(', ')})`);
    await app.contentChanged(change);
    return editorAnswer(call, params.id);
  },

  async deletePage(call) {
    const { app, params } = call;
    basedOn(call.request);
    const state = await openOrRefuse(app.db, params.id);
    const version = await checkVersion(call, state);
    // A published language is withdrawn first, so visitors' copies are told it is gone.
    if ((await publishedPageRows(app.db, params.id)).length > 0)
      throw new StudioRefusal(409, 'published');
    await app.db.transaction().execute(async (trx) => {
      if (!(await advanceVersion(trx, PAGE, params.id, version)))
        throw await stale(app.db, params.id);
      await deletePageRows(trx, params.id);
      await recordAudit(trx, {
        action: 'pageDeleted',
        actor: authorOf(call.request),
        subject: `page ${params.id}`,
        address: call.request.studio.address,
      });
    });
  },

  async previewPage({ app, params, body }) {
    await languagesOrRefuse(app.db, [body.lang]);
    const state = await openOrRefuse(app.db, params.id);
    if (!state.drafts.has(body.lang))
      throw new StudioRefusal(400, 'invalid', { lang: ['nothingWritten'] });
    return issuePreview(app.db, PAGE, params.id, body.lang);
  },

  async pageRevisions({ app, params }) {
    await openOrRefuse(app.db, params.id);
    return listRevisions(app.db, PAGE, params.id);
  },

  async comparePageRevisions({ app, params, query }) {
    const languages = await activeLanguages(app.db);
    return compareRevisions(app.db, PAGE, params.id, PAGE_FIELDS, languages, query);
  },

  async restorePageRevision(call) {
    const { app, params } = call;
    basedOn(call.request);
    const state = await openOrRefuse(app.db, params.id);
    const version = await checkVersion(call, state);
    const revision = await readRevision<keyof PageFields>(app.db, PAGE, params.id, params.revision);
    await saveDraft(call, state, version, revision.lang, revision.fields);
    return editorAnswer(call, params.id);
  },
} satisfies Pick<StudioHandlers, PageEndpoint>;
