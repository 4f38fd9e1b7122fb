// The rules and messages of admin-defined forms that need no schema: field kinds, select
// choices, limits and the messages in each language (the spec's Persian ones by default).
// Apart from forms.ts, so the site can show a form without loading zod; the submission
// schema (forms.ts) is built from them.
import { inSiteLanguage } from './site-languages';
import type { SiteLanguage } from './site-languages';
import type { FormField } from './forms';

export interface FormMessages {
  required: string;
  choice: string;
  tooLong(max: number): string;
  unknownForm: string;
  badData: string;
  pdfOnly: string;
  oneFile: string;
  noFile: string;
  fileFieldOnly(field: string): string;
  fileTooLarge(megabytes: number): string;
}

const FORM_MESSAGES: Record<SiteLanguage, FormMessages> = {
  fa: {
    required: 'این فیلد الزامی است',
    choice: 'یکی از گزینه‌های فهرست را انتخاب کنید',
    tooLong: (max) => `حداکثر ${max} نویسه مجاز است`,
    unknownForm: 'این فرم پیدا نشد',
    badData: 'اطلاعات فرم معتبر نیست',
    pdfOnly: 'فقط فایل PDF پذیرفته می‌شود',
    oneFile: 'فقط یک فایل پذیرفته می‌شود',
    noFile: 'این فرم فایلی نمی‌پذیرد',
    fileFieldOnly: (field) => `فایل فقط در فیلد ${field} پذیرفته می‌شود`,
    fileTooLarge: (megabytes) => `حجم فایل شما بیشتر از ${megabytes} مگابایت است.`,
  },
  en: {
    required: 'This field is required',
    choice: 'Choose one of the options in the list',
    tooLong: (max) => `At most ${max} characters are allowed`,
    unknownForm: 'This form was not found',
    badData: 'The form data is not valid',
    pdfOnly: 'Only PDF files are accepted',
    oneFile: 'Only one file is accepted',
    noFile: 'This form takes no file',
    fileFieldOnly: (field) => `Files are accepted only in the ${field} field`,
    fileTooLarge: (megabytes) => `Your file is larger than ${megabytes} MB.`,
  },
  ar: {
    required: 'هذا الحقل مطلوب',
    choice: 'اختر أحد الخيارات من القائمة',
    tooLong: (max) => `الحد الأقصى ${max} حرفًا`,
    unknownForm: 'لم يُعثر على هذا النموذج',
    badData: 'بيانات النموذج غير صالحة',
    pdfOnly: 'تُقبل ملفات PDF فقط',
    oneFile: 'يُقبل ملف واحد فقط',
    noFile: 'لا يقبل هذا النموذج ملفات',
    fileFieldOnly: (field) => `تُقبل الملفات في الحقل ${field} فقط`,
    fileTooLarge: (megabytes) => `حجم ملفك أكبر من ${megabytes} ميغابايت.`,
  },
};

/** The forms' messages in a language; Persian for a language without its own. */
export const formMessages = (lang: string): FormMessages => inSiteLanguage(FORM_MESSAGES, lang);

export const MAX_FILE_MEGABYTES = 5;
export const MAX_FILE_BYTES = MAX_FILE_MEGABYTES * 1024 * 1024;
export const MAX_TEXT = 200;
export const MAX_TEXTAREA = 5000;
/** Text fields an application may carry (custom_form, submitted_data and any others). */
export const MAX_APPLICATION_FIELDS = 20;

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
