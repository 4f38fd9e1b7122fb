// A box's page of submissions for a filter, newest first, with the filter's count; and
// each box's unread and total counts. Indexed by status, form and sender (0025), so a
// filtered page stays fast at 100,000 submissions (bench/studio-inbox.ts).
import type { InboxFilter } from '@contract/studio/inbox';
import type { z } from 'zod';
import type { inboxList, inboxListItem } from '@contract/studio/inbox';
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

export async function inboxCounts(db: Db, sourceLang: string) {
  const count = async (box: InboxFilter['box'], unread: boolean, form?: number) => {
    const row = await filteredRows(db, {
      box,
      ...(form !== undefined && { form }),
      ...(unread && { unread: 'true' as const }),
    })
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const titles = await formTitles(db, sourceLang);
  const forms = [];
  for (const [id, title] of titles)
    forms.push({
      id,
      title,
      unread: await count('applications', true, id),
      total: await count('applications', false, id),
    });
  return {
    messages: { unread: await count('messages', true), total: await count('messages', false) },
    forms,
  };
}
