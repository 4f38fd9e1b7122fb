// The contact message (POST /contact-us/v1/): the same rules and Persian messages in the
// browser and on the service.
import { z } from 'zod';
import { toLatinDigits } from './digits';

export const CONTACT_MESSAGES = {
  firstName: 'نام الزامی است',
  lastName: 'نام خانوادگی الزامی است',
  email: 'ایمیل معتبر نیست',
  phoneLength: 'شماره موبایل معتبر نیست',
  phoneDigits: 'شماره موبایل فقط باید عدد باشد',
  message: 'پیام نمیتواند خالی باشد',
  tooLong: (max: number) => `حداکثر ${max} نویسه مجاز است`,
} as const;

export const PHONE_MIN_LENGTH = 10;

const text = (min: string, max: number) =>
  z.string({ error: min }).trim().min(1, min).max(max, CONTACT_MESSAGES.tooLong(max));

export const contactMessage = z.object({
  first_name: text(CONTACT_MESSAGES.firstName, 100),
  last_name: text(CONTACT_MESSAGES.lastName, 100),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(254, CONTACT_MESSAGES.email)
    .pipe(z.email(CONTACT_MESSAGES.email)),
  phone_number: z
    .string({ error: CONTACT_MESSAGES.phoneLength })
    .trim()
    .transform(toLatinDigits)
    .pipe(
      z
        .string()
        .min(PHONE_MIN_LENGTH, CONTACT_MESSAGES.phoneLength)
        .max(20, CONTACT_MESSAGES.phoneLength)
        .regex(/^\d*$/, CONTACT_MESSAGES.phoneDigits),
    ),
  message: text(CONTACT_MESSAGES.message, 5000),
  /** Hidden from people; a filled value marks the sender as a bot. */
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessage>;
export type ContactMessage = z.output<typeof contactMessage>;

export const contactReceipt = z.object({ id: z.number().int().nullable(), detail: z.string() });
export type ContactReceipt = z.infer<typeof contactReceipt>;
