// A filter's submissions written out for the people who hire and answer: CSV (one column per
// answer, each cell that a spreadsheet would read as a formula made plain text) or JSON.
import type { InboxFilter } from '@contract/studio/inbox';
import type { Db } from '../../../db/database';
import { filteredRows } from './inbox-filter';
import { formTitles } from './form-titles';

/** At most this many rows in one export; a larger one is asked for in parts (by dates). */
export const EXPORT_MAX = 50_000;

const COMMON = ['id', 'status', 'lang', 'created_at', 'sender_name', 'sender_email'] as const;
const MESSAGE = ['first_name', 'last_name', 'email', 'phone_number', 'message'] as const;

interface Exported {
  fields: Record<string, string | number | null>;
  answers: Record<string, string>;
}

export async function exportRows(db: Db, filter: InboxFilter, sourceLang: string) {
  const rows = (await filteredRows(db, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(EXPORT_MAX)
    .execute()) as unknown as Record<string, unknown>[];
  const titles = filter.box === 'applications' ? await formTitles(db, sourceLang) : new Map();
  return rows.map((row): Exported => {
    const fields: Exported['fields'] = {};
    for (const column of COMMON) fields[column] = row[column] as string | number;
    if (filter.box === 'applications') {
      fields.form = titles.get(Number(row.custom_form_id)) ?? String(row.custom_form_id);
      fields.file_name = (row.file_name as string | null) ?? '';
    }
    const answers =
      filter.box === 'messages'
        ? Object.fromEntries(MESSAGE.map((name) => [name, String(row[name] ?? '')]))
        : (JSON.parse(String(row.submitted_data)) as Record<string, string>);
    return { fields, answers };
  });
}

/** A cell as text a spreadsheet shows and never runs: =, +, -, @, tab and CR start quoted. */
export function plainCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: Exported[]): string {
  const fieldNames = [...new Set(rows.flatMap((row) => Object.keys(row.fields)))];
  const answerNames = [...new Set(rows.flatMap((row) => Object.keys(row.answers)))];
  const lines = [[...fieldNames, ...answerNames].map(plainCell).join(',')];
  for (const row of rows)
    lines.push(
      [
        ...fieldNames.map((name) => plainCell(row.fields[name] ?? null)),
        ...answerNames.map((name) => plainCell(row.answers[name] ?? null)),
      ].join(','),
    );
  // A byte-order mark, so spreadsheets read Persian and Arabic as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const toJson = (rows: Exported[]) =>
  JSON.stringify(
    rows.map((row) => ({ ...row.fields, answers: row.answers })),
    null,
    2,
  );
