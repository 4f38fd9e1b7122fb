// The studio's custom-page calls: the same drafts, revisions and versions as a post's
// (items/), publishing at the page's one address, which may change: the address visitors
// knew then sends them on.
import { PAGE_FIELDS, publishablePageFields } from '@contract/studio/custom-pages';
import type { PageEditor, PageField, PageShared } from '@contract/studio/custom-pages';
import type { Db } from '../../../db/database';
import { customPageChange } from '../../../http/custom-page-change';
import type { ReadChange } from '../../../http/read-change';
import { recordWithdrawals } from '../../withdrawals/withdrawals';
import { recordAudit } from '../audit';
import { emptyFields, revisionsOf } from '../items/field-states';
import { itemEndpoints } from '../items/item-endpoints';
import { languagesOrRefuse, publishRefusals, withCleanBody } from '../items/item-checks';
import { addRevision, advanceVersion, insertItem } from '../items/item-rows';
import { authorOf, basedOn } from '../items/write-versions';
import { StudioRefusal } from '../refusals';
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

async function checkPath(db: Db, shared: Partial<PageShared> | undefined, id: number | null) {
  if (shared?.path !== undefined && (await pathTaken(db, shared.path, id)))
    throw new StudioRefusal(400, 'invalid', { path: ['pathTaken'] });
}

const pages = itemEndpoints<PageField, PageShared, PageEditor>({
  kind: PAGE,
  fields: PAGE_FIELDS,
  open: openPage,
  read: readPageState,
  editorOf: pageEditorOf,
  published: async (db, id) => (await publishedPageRows(db, id)).length > 0,
  deleteRows: deletePageRows,
  deleted: 'pageDeleted',
});
const { openOrRefuse, stale, editorAnswer, checkVersion, saveDraft } = pages;

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

  page: pages.read,

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

  deletePage: pages.remove,
  previewPage: pages.preview,
  pageRevisions: pages.revisions,
  comparePageRevisions: pages.compare,
  restorePageRevision: pages.restore,
} satisfies Pick<StudioHandlers, PageEndpoint>;
