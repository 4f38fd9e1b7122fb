// One submission's row as a list shows it.
import type { z } from 'zod';
import type { InboxBox, inboxListItem } from '@contract/studio/inbox';
import type { SubmissionStatus } from '../../../db/schema';

export interface ListedRow {
  id: number;
  status: SubmissionStatus;
  assignee_id: number | null;
  read_at: string | null;
  trashed_at: string | null;
  sender_name: string;
  sender_email: string;
  lang: string;
  created_at: string;
  message?: string;
  custom_form_id?: number;
  submitted_data?: string;
  file_path?: string | null;
}

const EXCERPT = 140;

/** The message's start, or the longest answer's (an application's "about you"). */
function excerptOf(row: ListedRow): string {
  const text =
    row.message ??
    Object.values(JSON.parse(row.submitted_data ?? '{}') as Record<string, string>)
      .filter((value) => typeof value === 'string')
      .sort((a, b) => b.length - a.length)[0] ??
    '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

export function listedItem(
  box: InboxBox,
  row: ListedRow,
  titles: Map<number, string>,
  assignees: Map<number, { id: number; name: string }>,
): z.infer<typeof inboxListItem> {
  const formId = row.custom_form_id ?? null;
  return {
    id: row.id,
    box,
    formId,
    formTitle: formId === null ? null : (titles.get(formId) ?? null),
    senderName: row.sender_name,
    senderEmail: row.sender_email,
    excerpt: excerptOf(row),
    status: row.status,
    assignee: (row.assignee_id && assignees.get(row.assignee_id)) || null,
    read: row.read_at !== null,
    trashed: row.trashed_at !== null,
    hasFile: Boolean(row.file_path),
    lang: row.lang,
    createdAt: row.created_at,
  };
}
