// The studio's inbox calls, for reviewers and the owner (the endpoints table says so, and the
// guard checks it on every request). Opening a file, exporting, deleting and erasing are
// recorded in the audit log, never with the sender's data.
import path from 'node:path';
import type { InboxBox } from '@contract/studio/inbox';
import type { Db } from '../../../db/database';
import { recordAudit } from '../audit';
import type { AuditAction } from '../audit';
import { authorOf } from '../items/write-versions';
import { notFound, StudioRefusal } from '../refusals';
import type { StudioCall, StudioHandlers } from '../routes';
import { activeLanguages } from '../site-languages';
import { checkFileLink } from './file-link';
import { exportRows, toCsv, toJson } from './inbox-export';
import { inboxItemOf, readSubmission } from './inbox-item';
import { inboxCounts, listInbox } from './inbox-list';
import { TABLES } from './inbox-rows';
import { deleteSubmissions, eraseSender } from './removal';
import { readRetention, saveRetention } from './retention';

export type InboxEndpoint =
  | 'inboxCounts'
  | 'inbox'
  | 'inboxItem'
  | 'changeInboxItem'
  | 'addInboxNote'
  | 'deleteInboxItem'
  | 'inboxFile'
  | 'exportInbox'
  | 'eraseSender'
  | 'retention'
  | 'saveRetention'
  | 'inboxAssignees';

type InboxCall = StudioCall<InboxEndpoint>;

const sourceLanguage = async (db: Db) => (await activeLanguages(db))[0]?.value ?? 'fa';

async function audit(call: InboxCall, action: AuditAction, subject: string) {
  await recordAudit(call.app.db, {
    action,
    actor: authorOf(call.request),
    subject,
    address: call.request.studio.address,
  });
}

/** The accounts a submission may be assigned to. */
const assignable = (db: Db) =>
  db
    .selectFrom('studio_accounts')
    .select(['id', 'name'])
    .where('role', 'in', ['owner', 'reviewer'])
    .where('suspended', '=', 0)
    .orderBy('name')
    .execute();

const SINGULAR: Record<InboxBox, string> = { messages: 'message', applications: 'application' };

export const inboxHandlers = {
  async inboxCounts({ app }) {
    return inboxCounts(app.db, await sourceLanguage(app.db));
  },

  async inbox({ app, query }) {
    return listInbox(app.db, query, await sourceLanguage(app.db));
  },

  async inboxItem({ app, params }) {
    return inboxItemOf(app.db, params.box, params.id, await sourceLanguage(app.db));
  },

  async changeInboxItem(call) {
    const { app, params, body } = call;
    const row = await readSubmission(app.db, params.box, params.id);
    const author = authorOf(call.request).email;
    let assigneeName: string | null = null;
    if (body.assigneeId) {
      const account = (await assignable(app.db)).find((a) => a.id === body.assigneeId);
      if (!account) throw new StudioRefusal(400, 'invalid', { assigneeId: ['unknown'] });
      assigneeName = account.name;
    }
    const at = new Date().toISOString();
    const events: { what: string; from_value: string | null; to_value: string | null }[] = [];
    const set: Record<string, string | number | null> = {};
    if (body.status !== undefined && body.status !== row.status) {
      set.status = body.status;
      events.push({ what: 'status', from_value: row.status, to_value: body.status });
    }
    if (body.assigneeId !== undefined && body.assigneeId !== row.assignee_id) {
      set.assignee_id = body.assigneeId;
      const before = row.assignee_id
        ? ((
            await app.db
              .selectFrom('studio_accounts')
              .select('name')
              .where('id', '=', row.assignee_id)
              .executeTakeFirst()
          )?.name ?? null)
        : null;
      events.push({ what: 'assignee', from_value: before, to_value: assigneeName });
    }
    if (body.read !== undefined && body.read !== (row.read_at !== null))
      set.read_at = body.read ? at : null;
    if (body.trashed !== undefined && body.trashed !== (row.trashed_at !== null)) {
      set.trashed_at = body.trashed ? at : null;
      events.push({
        what: 'trash',
        from_value: row.trashed_at ? 'trash' : null,
        to_value: body.trashed ? 'trash' : null,
      });
    }
    if (Object.keys(set).length > 0)
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable(TABLES[params.box] as 'contact_messages')
          .set(set)
          .where('id', '=', params.id)
          .execute();
        if (events.length > 0)
          await trx
            .insertInto('submission_events')
            .values(
              events.map((event) => ({
                box: params.box,
                submission_id: params.id,
                at,
                author,
                ...event,
              })),
            )
            .execute();
      });
    return inboxItemOf(app.db, params.box, params.id, await sourceLanguage(app.db));
  },

  async addInboxNote(call) {
    const { app, params, body } = call;
    await readSubmission(app.db, params.box, params.id);
    await app.db
      .insertInto('submission_notes')
      .values({
        box: params.box,
        submission_id: params.id,
        at: new Date().toISOString(),
        author: authorOf(call.request).email,
        text: body.text,
      })
      .execute();
    return inboxItemOf(app.db, params.box, params.id, await sourceLanguage(app.db));
  },

  async deleteInboxItem(call) {
    const { app, params } = call;
    await readSubmission(app.db, params.box, params.id);
    await deleteSubmissions(app.db, app.storage.uploads, params.box, [params.id]);
    await audit(call, 'submissionDeleted', `${SINGULAR[params.box]} ${params.id}`);
  },

  async inboxFile(call) {
    const { app, params, query, reply } = call;
    const link = await checkFileLink(app.db, params.box, params.id, query.expires, query.signature);
    if (link === 'invalid') throw new StudioRefusal(403, 'linkInvalid');
    if (link === 'expired') throw new StudioRefusal(410, 'linkExpired');
    const row = await readSubmission(app.db, params.box, params.id);
    const stored = typeof row.file_path === 'string' ? row.file_path : null;
    // Streamed from the private store, never redirected to it: the file has no address.
    const file = stored ? await app.storage.uploads.get(path.basename(stored)) : undefined;
    if (!file) throw notFound();
    await audit(call, 'fileViewed', `${SINGULAR[params.box]} ${params.id}`).catch((error) => {
      file.body.destroy();
      throw error;
    });
    const name = String(row.file_name ?? 'file.pdf');
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `inline; filename="${name.replace(/[^\w.-]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-length', file.size)
      .send(file.body) as never;
  },

  async exportInbox(call) {
    const { app, query, reply } = call;
    const { format, ...filter } = query;
    const rows = await exportRows(app.db, filter, await sourceLanguage(app.db));
    await audit(call, 'inboxExported', `${filter.box}: ${rows.length} (${format})`);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filter.box}-${day}.${format}"`)
      .header('x-content-type-options', 'nosniff')
      .send(format === 'csv' ? toCsv(rows) : toJson(rows)) as never;
  },

  async eraseSender(call) {
    const erased = await eraseSender(call.app.db, call.app.storage.uploads, call.body.email);
    await audit(
      call,
      'senderErased',
      `${erased.messages} messages, ${erased.applications} applications`,
    );
    return erased;
  },

  async retention({ app }) {
    return { rules: await readRetention(app.db) };
  },

  async saveRetention(call) {
    const { app, body } = call;
    const refusals: Record<string, string[]> = {};
    body.rules.forEach((rule, index) => {
      if (rule.trashAfterDays === null && rule.deleteAfterDays !== null)
        refusals[`rules.${index}.deleteAfterDays`] = ['trashFirst'];
    });
    if (Object.keys(refusals).length > 0) throw new StudioRefusal(400, 'invalid', refusals);
    await saveRetention(app.db, body.rules);
    await audit(call, 'retentionChanged', body.rules.map((rule) => rule.box).join(', '));
    return { rules: await readRetention(app.db) };
  },

  async inboxAssignees({ app }) {
    return { results: await assignable(app.db) };
  },
} satisfies Pick<StudioHandlers, InboxEndpoint>;
