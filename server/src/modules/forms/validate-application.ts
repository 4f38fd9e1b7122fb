// Checks an application against its form: the submitted data by the form's own schema,
// and the file (a real PDF, by its first bytes, when the form has a file field).
import { z } from 'zod';
import type { CustomForm, FormField } from '@contract/forms';
import { buildSubmissionSchema, fieldKind, formMessages } from '@contract/forms';
import type { FieldErrors } from '@contract/common';
import { badRequest } from '../../http/error-handler';
import { fieldErrorsOf } from '../../http/field-errors';
import type { ReceivedFile } from './read-upload';
import { FILE_FIELD } from '@contract/api-routes';
import { isPdf } from './read-upload';

export function parseFormId(raw: string | undefined): number | undefined {
  const value = raw?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** What a visitor's submitted_data must be before the form's own schema reads it. */
const submittedObject = z.record(z.string(), z.unknown());

/** The visitor's submitted_data; text that is not a JSON object is the client's fault, a 400. */
export function parseSubmittedData(raw: string | undefined, lang: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? '{}');
  } catch {
    // reported below
  }
  const parsed = submittedObject.safeParse(data);
  if (parsed.success) return parsed.data;
  throw badRequest({ submitted_data: [formMessages(lang).badData] });
}

export function validateApplication(
  form: CustomForm,
  submitted: Record<string, unknown>,
  file: ReceivedFile | undefined,
  lang: string,
): Record<string, string> {
  const messages = formMessages(lang);
  const parsed = buildSubmissionSchema(form, lang).safeParse(submitted);
  const errors: FieldErrors = parsed.success
    ? {}
    : fieldErrorsOf(parsed.error.issues, 'submitted_data');

  const fileField: FormField | undefined = form.form_fields.find((f) => fieldKind(f) === 'file');
  const fileKey = fileField?.field_details.field_name ?? FILE_FIELD;
  if (file && !fileField) errors[FILE_FIELD] = [messages.noFile];
  else if (file && !isPdf(file.head)) errors[fileKey] = [messages.pdfOnly];
  else if (!file && fileField?.is_required) errors[fileKey] = [messages.required];

  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return parsed.success ? (parsed.data as Record<string, string>) : {};
}
