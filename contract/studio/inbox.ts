// The submissions inbox in the studio, for reviewers (and the owner; never editors): contact
// messages and applications, filtered, searched and paged; one item with every answer as
// sent, its CV through a short-lived signed address, its status, assignee, notes and
// history; export of a filter; retention per box; erasure of what one person sent.
import { z } from 'zod';
import { STUDIO_RULES } from './accounts';

export const INBOX_BOXES = ['messages', 'applications'] as const;
export type InboxBox = (typeof INBOX_BOXES)[number];

export const SUBMISSION_STATUSES = [
  'new',
  'inReview',
  'shortlisted',
  'rejected',
  'archived',
  'spam',
] as const;
export const submissionStatus = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof submissionStatus>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');

/** What an inbox view shows: one box, narrowed by form, status, language, dates and words. */
export const inboxFilter = z.object({
  box: z.enum(INBOX_BOXES),
  /** Applications of one form (job) only. */
  form: z.coerce.number().int().min(1).optional(),
  status: submissionStatus.optional(),
  /** The trash instead of the rest. */
  trash: z.enum(['true', 'false']).optional(),
  unread: z.enum(['true', 'false']).optional(),
  lang: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
  /** Sent on or after / on or before this day (UTC). */
  from: day.optional(),
  to: day.optional(),
  search: z.string().trim().max(100).optional(),
});
export type InboxFilter = z.infer<typeof inboxFilter>;

export const inboxListQuery = inboxFilter.extend({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const inboxAssignee = z.object({ id: z.number().int(), name: z.string() });

export const inboxListItem = z.object({
  id: z.number().int(),
  box: z.enum(INBOX_BOXES),
  formId: z.number().int().nullable(),
  formTitle: z.string().nullable(),
  senderName: z.string(),
  senderEmail: z.string(),
  /** The start of the message or of the first long answer. */
  excerpt: z.string(),
  status: submissionStatus,
  assignee: inboxAssignee.nullable(),
  read: z.boolean(),
  trashed: z.boolean(),
  hasFile: z.boolean(),
  lang: z.string(),
  createdAt: z.string(),
});
export const inboxList = z.object({ count: z.number().int(), results: z.array(inboxListItem) });

export const inboxCounts = z.object({
  messages: z.object({ unread: z.number().int(), total: z.number().int() }),
  forms: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      unread: z.number().int(),
      total: z.number().int(),
    }),
  ),
});

export const inboxItemParams = z.object({
  box: z.enum(INBOX_BOXES),
  id: z.coerce.number().int().min(1),
});

export const inboxItem = inboxListItem.extend({
  /** Each answer with the question it answered (the form as it was when sent). */
  answers: z.array(
    z.object({ name: z.string(), label: z.string(), type: z.string(), value: z.string() }),
  ),
  file: z
    .object({
      name: z.string(),
      bytes: z.number().int(),
      /** Opens the file for a signed-in reviewer until `expiresAt`; recorded when opened. */
      address: z.string(),
      expiresAt: z.string(),
    })
    .nullable(),
  notes: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      author: z.string().nullable(),
      text: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      at: z.string(),
      author: z.string().nullable(),
      what: z.enum(['status', 'assignee', 'trash']),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  ),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxChangeBody = z
  .object({
    status: submissionStatus.optional(),
    /** An account's id, or null for nobody. */
    assigneeId: z.number().int().min(1).nullable().optional(),
    read: z.boolean().optional(),
    trashed: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: STUDIO_RULES.required });

export const NOTE_MAX = 4_000;
export const inboxNoteBody = z.object({
  text: z.string().trim().min(1, STUDIO_RULES.required).max(NOTE_MAX, STUDIO_RULES.tooLong),
});

export const inboxFileQuery = z.object({
  expires: z.coerce.number().int().min(0),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'signature'),
});

export const inboxExportQuery = inboxFilter.extend({ format: z.enum(['csv', 'json']) });

export const eraseBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, STUDIO_RULES.required)
    .max(254, STUDIO_RULES.tooLong)
    .pipe(z.email(STUDIO_RULES.email)),
});
export const erasure = z.object({ messages: z.number().int(), applications: z.number().int() });

/** Days a box's submissions stay before the trash, and in the trash before deletion. */
const days = z.number().int().min(1).max(3650).nullable();
export const retentionRule = z.object({
  /** `messages`, or `form:<id>` for a form's applications. */
  box: z.string().regex(/^(messages|form:\d{1,9})$/, 'box'),
  trashAfterDays: days,
  deleteAfterDays: days,
});
export const retentionRules = z.object({ rules: z.array(retentionRule).max(500) });
export const assigneeList = z.object({ results: z.array(inboxAssignee) });
