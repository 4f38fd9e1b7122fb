// The calls every id-numbered kind of item answers alike (a post, a custom page): its editor
// read with its version as ETag, a stale write's refusal, the version a write names checked,
// a draft saved as a revision, the preview link, the revisions listed, compared and restored,
// and deletion once nothing is published. A kind gives how its state is read and shown; its
// handlers keep only what is its own (creating, publishing, its shared fields).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { recordAudit } from '../audit';
import type { AuditAction } from '../audit';
import { issuePreview } from '../posts/preview-link';
import { notFound, StudioRefusal } from '../refusals';
import { activeLanguages } from '../site-languages';
import type { StudioLanguage } from '../site-languages';
import { languagesOrRefuse } from './item-checks';
import { advanceVersion } from './item-rows';
import type { ItemKind, ItemState } from './item-rows';
import { compareRevisions, listRevisions, readRevision } from './revisions';
import { saveItemDraft } from './save-draft';
import { authorOf, basedOn, StaleWrite, withVersion } from './write-versions';

export interface ServedKind<F extends string, S, E extends { version: number }> {
  kind: ItemKind;
  fields: readonly F[];
  /** The item's state, taking a published item in first; null when there is none. */
  open(db: Db, id: number): Promise<ItemState<F, S> | null>;
  /** The item's state as the studio holds it. */
  read(db: Db, id: number): Promise<ItemState<F, S> | null>;
  editorOf(db: Db, state: ItemState<F, S>, languages: StudioLanguage[]): Promise<E>;
  /** Runs in a save's transaction when its shared fields changed. */
  onSharedChange?(trx: Db, id: number, shared: S): Promise<void>;
  /** Whether any language is published (a published item is withdrawn before deletion). */
  published(db: Db, id: number): Promise<boolean>;
  /** Removes the item's rows, in the deletion's transaction. */
  deleteRows(trx: Db, id: number): Promise<void>;
  deleted: AuditAction;
}

interface Call {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
}
type IdCall = Call & { params: { id: number } };

export function itemEndpoints<F extends string, S, E extends { version: number }>(
  served: ServedKind<F, S, E>,
) {
  async function openOrRefuse(db: Db, id: number): Promise<ItemState<F, S>> {
    const state = await served.open(db, id);
    if (!state) throw notFound();
    return state;
  }

  async function stale(db: Db, id: number): Promise<StaleWrite> {
    const state = await served.read(db, id);
    return new StaleWrite(await served.editorOf(db, state!, await activeLanguages(db)));
  }

  /** The item as it is now, its version its ETag. */
  async function editorAnswer(call: Call, id: number): Promise<E> {
    const { db } = call.app;
    const state = await served.read(db, id);
    return withVersion(call.reply, await served.editorOf(db, state!, await activeLanguages(db)));
  }

  /** The version the write names, checked before anything is written. */
  async function checkVersion(call: Call, state: ItemState<F, S>): Promise<number> {
    const version = basedOn(call.request);
    if (state.item.version !== version) throw await stale(call.app.db, state.item.id);
    return version;
  }

  /** Saves a language's draft fields (and the shared ones) as a revision. */
  function saveDraft(
    call: Call,
    state: ItemState<F, S>,
    version: number,
    lang: string,
    changes: Partial<Record<F, string>>,
    shared?: Partial<S>,
  ): Promise<void> {
    const { onSharedChange } = served;
    return saveItemDraft(call.app.db, {
      kind: served.kind,
      fields: served.fields,
      state,
      version,
      lang,
      changes,
      ...(shared && { shared }),
      author: authorOf(call.request),
      stale: () => stale(call.app.db, state.item.id),
      ...(onSharedChange && {
        onSharedChange: (trx: Db, next: S) => onSharedChange(trx, state.item.id, next),
      }),
    });
  }

  return {
    openOrRefuse,
    stale,
    editorAnswer,
    checkVersion,
    saveDraft,

    async read(call: IdCall): Promise<E> {
      const state = await openOrRefuse(call.app.db, call.params.id);
      const editor = await served.editorOf(call.app.db, state, await activeLanguages(call.app.db));
      return withVersion(call.reply, editor);
    },

    async preview({ app, params, body }: IdCall & { body: { lang: string } }) {
      await languagesOrRefuse(app.db, [body.lang]);
      const state = await openOrRefuse(app.db, params.id);
      if (!state.drafts.has(body.lang))
        throw new StudioRefusal(400, 'invalid', { lang: ['nothingWritten'] });
      return issuePreview(app.db, served.kind, params.id, body.lang);
    },

    async revisions({ app, params }: IdCall) {
      await openOrRefuse(app.db, params.id);
      return listRevisions(app.db, served.kind, params.id);
    },

    async compare({ app, params, query }: IdCall & { query: { from: number; to: number } }) {
      const languages = await activeLanguages(app.db);
      return compareRevisions(app.db, served.kind, params.id, served.fields, languages, query);
    },

    async restore(call: Call & { params: { id: number; revision: number } }): Promise<E> {
      const { app, params } = call;
      basedOn(call.request);
      const state = await openOrRefuse(app.db, params.id);
      const version = await checkVersion(call, state);
      const revision = await readRevision<F>(app.db, served.kind, params.id, params.revision);
      await saveDraft(call, state, version, revision.lang, revision.fields);
      return editorAnswer(call, params.id);
    },

    async remove(call: IdCall): Promise<void> {
      const { app, params } = call;
      basedOn(call.request);
      const state = await openOrRefuse(app.db, params.id);
      const version = await checkVersion(call, state);
      // A published language is withdrawn first, so visitors' copies are told it is gone.
      if (await served.published(app.db, params.id)) throw new StudioRefusal(409, 'published');
      await app.db.transaction().execute(async (trx) => {
        if (!(await advanceVersion(trx, served.kind, params.id, version)))
          throw await stale(app.db, params.id);
        await served.deleteRows(trx, params.id);
        await recordAudit(trx, {
          action: served.deleted,
          actor: authorOf(call.request),
          subject: `${served.kind} ${params.id}`,
          address: call.request.studio.address,
        });
      });
    },
  };
}
