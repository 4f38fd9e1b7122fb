// The contact message (POST /contact-us/v1/): the same rules in the browser and on the
// service, with their messages in the visitor's language (the spec's Persian ones by
// default).
import { HONEYPOT_FIELD } from './api-routes';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, inSiteLanguage } from './site-languages';
import type { SiteLanguage } from './site-languages';
import { toLatinDigits } from './digits';
import { hasVisibleText } from './visible-text';

export interface ContactMessages {
  firstName: string;
  lastName: string;
  email: string;
  phoneLength: string;
  phoneDigits: string;
  message: string;
  tooLong(max: number): string;
}

const CONTACT_MESSAGES: Record<SiteLanguage, ContactMessages> = {
  fa: {
    firstName: 'نام الزامی است',
    lastName: 'نام خانوادگی الزامی است',
    email: 'ایمیل معتبر نیست',
    phoneLength: 'شماره موبایل معتبر نیست',
    phoneDigits: 'شماره موبایل فقط باید عدد باشد',
    message: 'پیام نمیتواند خالی باشد',
    tooLong: (max) => `حداکثر ${max} نویسه مجاز است`,
  },
  en: {
    firstName: 'First name is required',
    lastName: 'Last name is required',
    email: 'Email address is not valid',
    phoneLength: 'Mobile number is not valid',
    phoneDigits: 'Mobile number must contain digits only',
    message: 'Message cannot be empty',
    tooLong: (max) => `At most ${max} characters are allowed`,
  },
  ar: {
    firstName: 'الاسم مطلوب',
    lastName: 'اسم العائلة مطلوب',
    email: 'البريد الإلكتروني غير صالح',
    phoneLength: 'رقم الجوال غير صالح',
    phoneDigits: 'يجب أن يتكون رقم الجوال من أرقام فقط',
    message: 'لا يمكن أن تكون الرسالة فارغة',
    tooLong: (max) => `الحد الأقصى ${max} حرفًا`,
  },
};

/** The contact form's messages in a language; Persian for a language without its own. */
export const contactMessages = (lang: string): ContactMessages =>
  inSiteLanguage(CONTACT_MESSAGES, lang);

export const PHONE_MIN_LENGTH = 10;

function contactMessageSchema(messages: ContactMessages) {
  const text = (min: string, max: number) =>
    z.string({ error: min }).trim().max(max, messages.tooLong(max)).refine(hasVisibleText, min);
  return z.object({
    first_name: text(messages.firstName, 100),
    last_name: text(messages.lastName, 100),
    email: z
      .string({ error: messages.email })
      .trim()
      .max(254, messages.email)
      .pipe(z.email(messages.email)),
    phone_number: z
      .string({ error: messages.phoneLength })
      .trim()
      .transform(toLatinDigits)
      .pipe(
        z
          .string()
          .min(PHONE_MIN_LENGTH, messages.phoneLength)
          .max(20, messages.phoneLength)
          .regex(/^\d*$/, messages.phoneDigits),
      ),
    message: text(messages.message, 5000),
    /** Hidden from people; a filled value marks the sender as a bot. Any value is taken, so
     * no refusal tells a bot that this field is special. */
    [HONEYPOT_FIELD]: z
      .unknown()
      .transform((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')))
      .optional(),
  });
}

const schemas = new Map<ContactMessages, ReturnType<typeof contactMessageSchema>>();

/** The contact message's rules, refusing in the given language. */
export function contactMessageIn(lang: string) {
  const messages = contactMessages(lang);
  let schema = schemas.get(messages);
  if (!schema) schemas.set(messages, (schema = contactMessageSchema(messages)));
  return schema;
}

/** The rules as the API documents them, with the default language's messages. */
export const contactMessage = contactMessageIn(DEFAULT_LANGUAGE);
export type ContactMessageInput = z.input<typeof contactMessage>;
export type ContactMessage = z.output<typeof contactMessage>;

export const contactReceipt = z.object({ id: z.number().int().nullable(), detail: z.string() });
export type ContactReceipt = z.infer<typeof contactReceipt>;
