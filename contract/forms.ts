// Admin-defined forms (GET /forms/v1/, /forms/v1/{id}/): the careers pages list them as
// jobs, and visitors apply through them (POST /forms/v1/apply/).
import { z } from 'zod';
import { hasVisibleText } from './visible-text';
import { idTitle, mediaPair, orderingQuery, pagedSchema, pagingQuery } from './common';
import { MAX_TEXT, MAX_TEXTAREA, fieldKind, formMessages, splitChoices } from './form-rules';

export {
  formMessages,
  MAX_FILE_BYTES,
  MAX_FILE_MEGABYTES,
  fieldKind,
  splitChoices,
} from './form-rules';
export type { FieldKind } from './form-rules';

export const fieldDetails = z.object({
  field_name: z.string(),
  /** file, select, textarea; anything else is a one-line text field. */
  field_type: z.string(),
  label: z.string(),
  placeholder: z.string().nullable(),
});

export const formField = z.object({
  id: z.number().int(),
  is_required: z.boolean(),
  /** Options of a select, comma-separated. */
  choices: z.string().nullable(),
  order: z.number().int(),
  field_details: fieldDetails,
});
export type FormField = z.infer<typeof formField>;

export const customForm = z.object({
  id: z.number().int(),
  title: z.string(),
  sub_title: z.string(),
  description: z.string(),
  conditions_title: z.string(),
  conditions: z.string(),
  tags: z.array(idTitle),
  footer_banner: mediaPair.nullable(),
  sending_button_text: z.string(),
  form_fields: z.array(formField),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomForm = z.infer<typeof customForm>;

export const jobListItem = customForm.pick({
  id: true,
  title: true,
  tags: true,
  description: true,
  created_at: true,
  updated_at: true,
});
export type JobListItem = z.infer<typeof jobListItem>;
export const jobList = pagedSchema(jobListItem);
export const jobListQuery = pagingQuery.extend({
  ordering: orderingQuery(['created_at', 'updated_at']),
});

export const applicationReceipt = z.object({ id: z.number().int().nullable(), detail: z.string() });
export type ApplicationReceipt = z.infer<typeof applicationReceipt>;

/**
 * The schema of `submitted_data` for one form: every field but the file, keyed by
 * field_name; required fields must be filled, a select value must be one of its choices.
 * It refuses in the given language.
 */
export function buildSubmissionSchema(form: Pick<CustomForm, 'form_fields'>, lang: string) {
  const messages = formMessages(lang);
  const shape: Record<string, z.ZodType> = {};
  for (const field of form.form_fields) {
    const kind = fieldKind(field);
    if (kind === 'file') continue;
    const max = kind === 'textarea' ? MAX_TEXTAREA : MAX_TEXT;
    let value: z.ZodType = z
      .string({ error: messages.required })
      .trim()
      .max(max, messages.tooLong(max));
    if (kind === 'select') {
      const options = splitChoices(field.choices);
      value = (value as z.ZodString).refine(
        (v) => v === '' || options.includes(v),
        messages.choice,
      );
    }
    if (field.is_required) {
      value = (value as z.ZodString).refine(hasVisibleText, messages.required);
      shape[field.field_details.field_name] = value;
    } else {
      shape[field.field_details.field_name] = value.optional().default('');
    }
  }
  return z.object(shape);
}
