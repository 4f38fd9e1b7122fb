// The two boxes' rows as the inbox reads them: contact messages and applications keep their
// own tables (the public API writes them), alike in the columns the inbox adds (0025).
import type { InboxBox } from '@contract/studio/inbox';

export const TABLES = {
  messages: 'contact_messages',
  applications: 'form_submissions',
} as const satisfies Record<InboxBox, string>;

export type InboxTable = (typeof TABLES)[InboxBox];

/** The columns every box has, as selected for a list. */
export const LISTED = [
  'id',
  'status',
  'assignee_id',
  'read_at',
  'trashed_at',
  'sender_name',
  'sender_email',
  'lang',
  'created_at',
] as const;
