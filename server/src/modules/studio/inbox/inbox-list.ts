// A box's page of submissions for a filter, newest first, with the filter's count; and
// each box's unread and total counts. Indexed by status, form and sender (0025), so a
// filtered page stays fast at 100,000 submissions (bench/studio/inbox.ts).
import type { InboxFilter } from '@contract/studio/inbox';
import type { z } from 'zod';
import type { inboxList, inboxListItem } from '@contract/studio/inbox';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { filteredRows } from './inbox-filter';
import { formTitles } from './form-titles';
import type { ListedRow } from './listed-item';
import { listedItem } from './listed-item';
import { LISTED } from './inbox-rows';

type Listed = z.infer<typeof inboxListItem>;

export async function listInbox(
  db: Db,
  filter: InboxFilter & { limit: number; offset: number },
  sourceLang: string,
): Promise<z.infer<typeof inboxList>> {
  // The page stops at its last row (newest first is the rows' own order); the count is
  // read from the indexes (0025) where the filter allows.
  const rows = filteredRows(db, filter);
  const [counted, page] = await Promise.all([
    rows.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    rows
      .select([...LISTED, ...extraColumns(filter.box)] as never)
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute() as Promise<ListedRow[]>,
  ]);
  const items = await listedItems(db, filter.box, page, sourceLang);
  return { count: Number(counted.n), results: items };
}

/** The columns a list reads beyond the common ones: the form, the file, the start of the text. */
const extraColumns = (box: InboxFilter['box']) =>
  box === 'messages' ? ['message'] : ['custom_form_id', 'submitted_data', 'file_path'];

export async function listedItems(
  db: Db,
  box: InboxFilter['box'],
  rows: ListedRow[],
  sourceLang: string,
): Promise<Listed[]> {
  const titles = box === 'applications' ? await formTitles(db, sourceLang) : new Map();
  const assigneeIds = [
    ...new Set(rows.flatMap((row) => (row.assignee_id ? [row.assignee_id] : []))),
  ];
  const assignees = new Map(
    assigneeIds.length === 0
      ? []
      : (
          await db
            .selectFrom('studio_accounts')
            .select(['id', 'name'])
            .where('id', 'in', assigneeIds)
            .execute()
        ).map((account) => [account.id, account]),
  );
  return rows.map((row) => listedItem(box, row, titles, assignees));
}

/** Each box's unread and total submissions, outside the trash: one grouped pass a table. */
export async function inboxCounts(db: Db, sourceLang: string) {
  const unread = sql<number | string>`sum(case when read_at is null then 1 else 0 end)`;
  const [messages, forms, titles] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select((eb) => [eb.fn.countAll<number | string>().as('total'), unread.as('unread')])
      .where('trashed_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('form_submissions')
      .select((eb) => [
        'custom_form_id',
        eb.fn.countAll<number | string>().as('total'),
        unread.as('unread'),
      ])
      .where('trashed_at', 'is', null)
      .groupBy('custom_form_id')
      .execute(),
    formTitles(db, sourceLang),
  ]);
  const byForm = new Map(forms.map((row) => [row.custom_form_id, row]));
  return {
    messages: { unread: Number(messages.unread ?? 0), total: Number(messages.total) },
    forms: [...titles].map(([id, title]) => ({
      id,
      title,
      unread: Number(byForm.get(id)?.unread ?? 0),
      total: Number(byForm.get(id)?.total ?? 0),
    })),
  };
}
