// Reads every contact message and form submission for the company, as JSON or CSV, with
// where each stored file is (its absolute path, or s3://bucket/key).
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database';
import { readJsonColumn } from '../../db/read-json-column';
import type { Storage } from '../../storage/storage';
import { submittedData } from './queries';

export type ExportFormat = 'json' | 'csv';

export interface SubmissionExport {
  'contact-messages': Record<string, unknown>[];
  'form-submissions': Record<string, unknown>[];
}

/** `uploads`: the uploads store, or the folder the stored names are under. */
export async function collectSubmissions(
  db: Db,
  uploads: Storage | string,
): Promise<SubmissionExport> {
  const locationOf = (file: string) =>
    typeof uploads === 'string' ? path.join(uploads, file) : uploads.locationOf(file);
  const contacts = await db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
  const forms = await db
    .selectFrom('form_submissions')
    .leftJoin('custom_forms', (join) =>
      join
        .onRef('custom_forms.id', '=', 'form_submissions.custom_form_id')
        .onRef('custom_forms.lang', '=', 'form_submissions.lang'),
    )
    .selectAll('form_submissions')
    .select('custom_forms.title as form_title')
    .orderBy('form_submissions.id')
    .execute();
  return {
    'contact-messages': contacts,
    'form-submissions': forms.map(({ file_path, submitted_data, ...row }) => ({
      ...row,
      submitted_data: readJsonColumn(
        submittedData,
        submitted_data,
        'form_submissions.submitted_data',
      ),
      file_path: file_path ? locationOf(file_path) : null,
    })),
  };
}

export function formatRows(rows: Record<string, unknown>[], format: ExportFormat): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  const flat = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        neutralizeFormula(
          value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
        ),
      ]),
    ),
  );
  return stringify(flat, { header: true, columns: flat[0] ? Object.keys(flat[0]) : undefined });
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP's list, with the
 * full-width forms some spreadsheets also accept). */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** OWASP's rule for CSV injection: a text cell that starts like a formula gets a leading
 * single quote, so it is shown as the text the visitor sent and never evaluated. */
export function neutralizeFormula(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
