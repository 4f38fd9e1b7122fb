// One submission as the inbox shows it: every answer with the question it answered (an
// application's form as it was when sent, else as it is now), its file's signed address,
// its notes and who changed what.
import { z } from 'zod';
import { formField } from '@contract/forms';
import type { InboxBox, InboxItem } from '@contract/studio/inbox';
import type { Db } from '../../../db/database';
import { readJsonColumn } from '../../../db/read-json-column';
import { notFound } from '../refusals';
import { fileAddress } from './file-link';
import { TABLES } from './inbox-rows';
import { listedItems } from './inbox-list';
import type { ListedRow } from './listed-item';

/** A contact message's answers, named by the field the studio words. */
const MESSAGE_FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'message'] as const;

type FullRow = ListedRow & Record<string, unknown>;

export async function readSubmission(db: Db, box: InboxBox, id: number): Promise<FullRow> {
  const row = await db
    .selectFrom(TABLES[box] as 'contact_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row as unknown as FullRow;
}

async function answersOf(db: Db, box: InboxBox, row: FullRow): Promise<InboxItem['answers']> {
  if (box === 'messages')
    return MESSAGE_FIELDS.map((name) => ({
      name,
      label: name,
      type: name === 'message' ? 'textarea' : 'text',
      value: String(row[name] ?? ''),
    }));
  const data = JSON.parse(String(row.submitted_data)) as Record<string, string>;
  const snapshot =
    (row.form_fields as string | null) ??
    (
      await db
        .selectFrom('custom_forms')
        .select('form_fields')
        .where('id', '=', Number(row.custom_form_id))
        .where('lang', '=', row.lang)
        .executeTakeFirst()
    )?.form_fields;
  const fields = snapshot
    ? readJsonColumn(z.array(formField), snapshot, 'form_submissions.form_fields')
    : [];
  const asked = fields
    .filter((field) => field.field_details.field_type !== 'file')
    .map((field) => ({
      name: field.field_details.field_name,
      label: field.field_details.label,
      type: field.field_details.field_type,
      value: data[field.field_details.field_name] ?? '',
    }));
  // An answer the form no longer names is still shown, under its own name.
  const named = new Set(asked.map((answer) => answer.name));
  const others = Object.entries(data)
    .filter(([name]) => !named.has(name))
    .map(([name, value]) => ({ name, label: name, type: 'text', value: String(value) }));
  return [...asked, ...others];
}

export async function inboxItemOf(
  db: Db,
  box: InboxBox,
  id: number,
  sourceLang: string,
): Promise<InboxItem> {
  const row = await readSubmission(db, box, id);
  const [listed] = await listedItems(db, box, [row], sourceLang);
  const [answers, notes, history] = await Promise.all([
    answersOf(db, box, row),
    db
      .selectFrom('submission_notes')
      .select(['id', 'at', 'author', 'text'])
      .where('box', '=', box)
      .where('submission_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('submission_events')
      .select(['at', 'author', 'what', 'from_value', 'to_value'])
      .where('box', '=', box)
      .where('submission_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  const file =
    box === 'applications' && row.file_path
      ? {
          name: String(row.file_name ?? 'file.pdf'),
          bytes: Number(row.file_size ?? 0),
          ...(await fileAddress(db, box, id)),
        }
      : null;
  return {
    ...listed!,
    answers,
    file,
    notes,
    history: history.map((event) => ({
      at: event.at,
      author: event.author,
      what: event.what as InboxItem['history'][number]['what'],
      from: event.from_value,
      to: event.to_value,
    })),
  };
}
