// The owner's mail settings: the SMTP server, the sender, who is told of each new
// submission, and whether its sender gets an acknowledgement. The password is write-only:
// the answer says only whether one is set. A refusal names the rule (STUDIO_RULES).
import { z } from 'zod';
import { EMAIL_MAX, STUDIO_RULES, email } from './accounts';

/** none: plain SMTP; starttls: upgraded on the same connection (587); tls: TLS from the start (465). */
export const MAIL_TLS_MODES = ['none', 'starttls', 'tls'] as const;
/** Why no mail is sent: no server or no sender address set. */
export const MAIL_OFF_REASONS = ['noServer', 'noSender'] as const;
export const MAIL_RECIPIENTS_MAX = 20;
export const MAIL_HOST_MAX = 253;
export const MAIL_PASSWORD_MAX = 500;

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])$/;

const recipients = z
  .array(email)
  .max(MAIL_RECIPIENTS_MAX, STUDIO_RULES.tooLong)
  .transform((list) => [...new Set(list)]);

/** A form's id, as the careers pages name it. */
const formId = z.string().regex(/^[1-9]\d{0,9}$/, 'formId');

/** A save: every setting; the password kept when left out, cleared when empty. */
export const mailSettingsBody = z
  .object({
    /** Empty: no server, no mail. */
    host: z
      .string()
      .trim()
      .max(MAIL_HOST_MAX, STUDIO_RULES.tooLong)
      .refine((host) => host === '' || HOST.test(host), 'host'),
    port: z.number().int().min(1, 'port').max(65535, 'port'),
    tls: z.enum(MAIL_TLS_MODES),
    user: z.string().trim().max(EMAIL_MAX, STUDIO_RULES.tooLong),
    /** Empty: no sender, no mail. */
    from: z.union([z.literal(''), email]),
    contactRecipients: recipients,
    formRecipients: z.record(formId, recipients),
    acknowledge: z.boolean(),
    password: z.string().max(MAIL_PASSWORD_MAX, STUDIO_RULES.tooLong).optional(),
  })
  .strict();
export type MailSettingsBody = z.output<typeof mailSettingsBody>;

export const mailSettings = z.object({
  host: z.string(),
  port: z.number().int(),
  tls: z.enum(MAIL_TLS_MODES),
  user: z.string(),
  from: z.string(),
  contactRecipients: z.array(z.string()),
  formRecipients: z.record(z.string(), z.array(z.string())),
  acknowledge: z.boolean(),
  passwordSet: z.boolean(),
  /** Whether mail is sent at all; when not, `off` says why. */
  enabled: z.boolean(),
  off: z.enum(MAIL_OFF_REASONS).nullable(),
});
export type MailSettings = z.infer<typeof mailSettings>;
