// The rules and messages of admin-defined forms that need no schema: field kinds, select
// choices, limits and the spec's Persian messages. Apart from forms.ts, so the site can
// show a form without loading zod; the submission schema (forms.ts) is built from them.
import type { FormField } from './forms';

export const FORM_MESSAGES = {
  required: 'این فیلد الزامی است',
  choice: 'یکی از گزینه‌های فهرست را انتخاب کنید',
  tooLong: (max: number) => `حداکثر ${max} نویسه مجاز است`,
  unknownForm: 'این فرم پیدا نشد',
  badData: 'اطلاعات فرم معتبر نیست',
  pdfOnly: 'فقط فایل PDF پذیرفته می‌شود',
  oneFile: 'فقط یک فایل پذیرفته می‌شود',
  fileTooLarge: (megabytes: number) => `حجم فایل شما بیشتر از ${megabytes} مگابایت است.`,
} as const;

export const MAX_FILE_MEGABYTES = 5;
export const MAX_FILE_BYTES = MAX_FILE_MEGABYTES * 1024 * 1024;
export const MAX_TEXT = 200;
export const MAX_TEXTAREA = 5000;

/** Options of a select field: the comma-separated choices, trimmed, empty ones dropped. */
export function splitChoices(choices: string | null | undefined): string[] {
  return (choices ?? '')
    .split(',')
    .map((choice) => choice.trim())
    .filter(Boolean);
}

export type FieldKind = 'file' | 'select' | 'textarea' | 'text';
export function fieldKind(field: FormField): FieldKind {
  const type = field.field_details.field_type;
  return type === 'file' || type === 'select' || type === 'textarea' ? type : 'text';
}
