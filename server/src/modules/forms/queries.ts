import type { Kysely } from 'kysely';
import { z } from 'zod';
import { customForm } from '@contract/forms';
import type { CustomForm, JobListItem } from '@contract/forms';
import type { Db } from '../../db/database';
import { readJsonColumn } from '../../db/read-json-column';
import type { CustomFormsTable, Database } from '../../db/schema';
import { parseOrdering } from '../../http/ids';
import type { PageRequest } from '../../http/paging';
import { applicationSender } from '../submissions/sender';

const readTags = (text: string) => readJsonColumn(customForm.shape.tags, text, 'custom_forms.tags');

function toForm(row: CustomFormsTable): CustomForm {
  const { lang: _lang, closes_at: _closes, employment_type: _type, ...fields } = row;
  return {
    ...fields,
    tags: readTags(row.tags),
    footer_banner: readJsonColumn(
      customForm.shape.footer_banner,
      row.footer_banner,
      'custom_forms.footer_banner',
    ),
    form_fields: readJsonColumn(
      customForm.shape.form_fields,
      row.form_fields,
      'custom_forms.form_fields',
    ),
  };
}

export async function listJobs(db: Db, lang: string, page: PageRequest & { ordering?: string }) {
  const [field, direction] = parseOrdering<'created_at' | 'updated_at'>(
    page.ordering ?? '-updated_at',
  );
  const base = db.selectFrom('custom_forms').where('lang', '=', lang);
  const { count } = await base
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  let rows = base
    .select(['id', 'title', 'tags', 'description', 'created_at', 'updated_at'])
    .orderBy(field, direction)
    .orderBy('id', 'asc');
  if (page.limit !== undefined) rows = rows.limit(page.limit).offset(page.offset);
  const results: JobListItem[] = (await rows.execute()).map((row) => ({
    ...row,
    tags: readTags(row.tags),
  }));
  return { count: Number(count), results };
}

export async function findForm(db: Db, lang: string, id: number): Promise<CustomForm | undefined> {
  const row = await db
    .selectFrom('custom_forms')
    .selectAll()
    .where('lang', '=', lang)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toForm(row);
}

/** A stored application's answers: each field's name and text, as buildSubmissionSchema keeps them. */
export const submittedData = z.record(z.string(), z.string());

export interface NewSubmission {
  custom_form_id: number;
  submitted_data: z.infer<typeof submittedData>;
  file_path: string | null;
  file_name: string | null;
  file_size: number | null;
  lang: string;
}

export async function insertSubmission(
  db: Kysely<Database>,
  submission: NewSubmission,
): Promise<number> {
  // The form's fields as the applicant saw them, so the inbox shows each answer with the
  // question it answered even after the form changes.
  const form = await db
    .selectFrom('custom_forms')
    .select('form_fields')
    .where('id', '=', submission.custom_form_id)
    .where('lang', '=', submission.lang)
    .executeTakeFirst();
  const row = await db
    .insertInto('form_submissions')
    .values({
      ...submission,
      ...applicationSender(submission.submitted_data),
      submitted_data: JSON.stringify(submission.submitted_data),
      form_fields: form?.form_fields ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** When a job closes and its employment type, for its JobPosting (not in the API). */
export async function findJobPostingFacts(db: Db, lang: string, id: number) {
  return db
    .selectFrom('custom_forms')
    .select(['closes_at', 'employment_type'])
    .where('lang', '=', lang)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Which of these stored file names belong to a submission. */
export async function findStoredFiles(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('form_submissions')
    .select('file_path')
    .where('file_path', 'in', names)
    .execute();
  return rows.map((row) => row.file_path).filter((name): name is string => name !== null);
}
