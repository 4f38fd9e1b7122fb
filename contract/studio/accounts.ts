// The studio's accounts and sessions: what is sent to sign in, set up, change a password
// or an e-mail, and what the service answers. The same rules in the studio's forms and on
// the service; a refusal names the rule (its words are the studio's, in the account's
// language: studio/src/locales).
import { z } from 'zod';
import { STUDIO_LANGUAGES, STUDIO_ROLES } from './roles';

/** OWASP: at least 8 characters with a second factor, 15 without; 12 here, at most 128. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;

/** Rule names the studio words (studio/src/locales): the contract carries no words. */
export const STUDIO_RULES = {
  required: 'required',
  email: 'email',
  passwordShort: 'passwordShort',
  passwordLong: 'passwordLong',
  tooLong: 'tooLong',
  pathFormat: 'pathFormat',
} as const;

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, STUDIO_RULES.required)
  .max(EMAIL_MAX, STUDIO_RULES.tooLong)
  .pipe(z.email(STUDIO_RULES.email));

/** A new password: only its length is ruled (NIST SP 800-63B), never its kinds of letters. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN, STUDIO_RULES.passwordShort)
  .max(PASSWORD_MAX, STUDIO_RULES.passwordLong);

/** A password being checked: any length up to the bound, so a wrong one is just wrong. */
export const givenPassword = z
  .string()
  .min(1, STUDIO_RULES.required)
  .max(PASSWORD_MAX, STUDIO_RULES.passwordLong);

export const accountName = z
  .string()
  .trim()
  .min(1, STUDIO_RULES.required)
  .max(NAME_MAX, STUDIO_RULES.tooLong);

export const studioRole = z.enum(STUDIO_ROLES);
export const studioLanguage = z.enum(STUDIO_LANGUAGES);

export const signInBody = z.object({ email, password: givenPassword });

/** The owner's account, made once through the address the service printed at start. */
export const setupBody = z.object({
  token: z.string().min(1).max(200),
  email,
  name: accountName,
  password: newPassword,
  language: studioLanguage,
});

export const account = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: studioRole,
  language: studioLanguage,
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof account>;

/** The signed-in account and the token every state-changing request carries. */
export const signedIn = z.object({ account, csrfToken: z.string() });
export type SignedIn = z.infer<typeof signedIn>;

export const setupState = z.object({ needed: z.boolean() });

/** A session as its account sees it; `id` names it, it is not the secret in the cookie. */
export const sessionSummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string(),
  address: z.string(),
  current: z.boolean(),
});
export const sessionList = z.object({ results: z.array(sessionSummary) });
export type SessionSummary = z.infer<typeof sessionSummary>;

export const profileBody = z
  .object({ name: accountName.optional(), language: studioLanguage.optional() })
  .refine((body) => body.name !== undefined || body.language !== undefined, {
    message: STUDIO_RULES.required,
  });

/** Changing what signs in asks for the current password again. */
export const passwordChangeBody = z.object({
  currentPassword: givenPassword,
  newPassword,
});
export const emailChangeBody = z.object({ currentPassword: givenPassword, email });

export const accountAddBody = z.object({
  email,
  name: accountName,
  role: studioRole,
  language: studioLanguage.default('fa'),
  password: newPassword,
});

export const accountChangeBody = z
  .object({ role: studioRole.optional(), suspended: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.suspended !== undefined, {
    message: STUDIO_RULES.required,
  });

export const accountList = z.object({ results: z.array(account) });

export const accountParams = z.object({ id: z.coerce.number().int().min(1) });
export const sessionParams = z.object({ id: z.string().min(1).max(64) });

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'setup',
  'signIn',
  'signInFailed',
  'signOut',
  'sessionEnded',
  'passwordChanged',
  'emailChanged',
  'accountAdded',
  'roleChanged',
  'suspended',
  'restored',
  'published',
  'withdrawn',
  'postDeleted',
  'pageDeleted',
  'fileViewed',
  'inboxExported',
  'submissionDeleted',
  'senderErased',
  'retentionChanged',
  'mediaUploaded',
  'mediaDeleted',
  'mailSettingsChanged',
] as const;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.string().nullable(),
  subject: z.string().nullable(),
  address: z.string(),
});
export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().min(1).optional(),
});
export const auditList = z.object({ results: z.array(auditEntry) });
export type AuditEntry = z.infer<typeof auditEntry>;

/** The studio's refusals: `detail` names what happened, `fields` the rule broken per field. */
export const studioError = z.object({
  detail: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  retryAfterSeconds: z.number().int().optional(),
});
