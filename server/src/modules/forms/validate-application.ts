// Checks an application against its form: the submitted data by the form's own schema,
// and the file (a real PDF, by its first bytes, when the form has a file field).
import type { CustomForm, FormField } from '../../../../contract/forms';
import { FORM_MESSAGES, buildSubmissionSchema, fieldKind } from '../../../../contract/forms';
import type { FieldErrors } from '../../../../contract/common';
import { badRequest } from '../../http/error-handler';
import type { ReceivedFile } from './read-upload';
import { FILE_FIELD, isPdf } from './read-upload';

export function parseFormId(raw: string | undefined): number | undefined {
  const value = raw?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

export function parseSubmittedData(raw: string | undefined): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(raw ?? '{}');
    if (data && typeof data === 'object' && !Array.isArray(data))
      return data as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw badRequest({ submitted_data: [FORM_MESSAGES.badData] });
}

export function validateApplication(
  form: CustomForm,
  submitted: Record<string, unknown>,
  file: ReceivedFile | undefined,
): Record<string, string> {
  const errors: FieldErrors = {};
  const parsed = buildSubmissionSchema(form).safeParse(submitted);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'submitted_data');
      (errors[field] ??= []).push(issue.message);
    }
  }

  const fileField: FormField | undefined = form.form_fields.find((f) => fieldKind(f) === 'file');
  const fileKey = fileField?.field_details.field_name ?? FILE_FIELD;
  if (file && !fileField) errors[FILE_FIELD] = ['این فرم فایلی نمی‌پذیرد'];
  else if (file && !isPdf(file.head)) errors[fileKey] = [FORM_MESSAGES.pdfOnly];
  else if (!file && fileField?.is_required) errors[fileKey] = [FORM_MESSAGES.required];

  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return parsed.success ? (parsed.data as Record<string, string>) : {};
}
