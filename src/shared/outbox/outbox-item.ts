// What the outbox keeps for each submission made offline (or whose send failed for lack of
// network): the request to make, its Idempotency-Key (made when the visitor pressed send)
// and where delivery stands.

export type OutboxKind = 'contact' | 'application';

/** queued → (sending) → sent; or refused when the service says no (a 4xx). */
export type OutboxState = 'queued' | 'sending' | 'sent' | 'refused';

export interface OutboxItem {
  /** The Idempotency-Key, also the item's id. */
  id: string;
  kind: OutboxKind;
  /** Path under the API base, e.g. `/contact-us/v1/`. */
  path: string;
  lang: string;
  /** Short text for the outbox list (a subject or form title). */
  label: string;
  /** JSON body (contact) or multipart text fields (application). */
  fields: Record<string, string>;
  multipart: boolean;
  file?: { field: string; name: string; type: string; data: Blob };
  state: OutboxState;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** The service's message when it refused the item. */
  error?: string;
  sentAt?: number;
}

/** Waiting items are kept at least this long; the service keeps idempotency keys 30 days. */
export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Delivered items stay visible in the list for a day, then go. */
export const SENT_KEEP_MS = 24 * 60 * 60 * 1000;
export const OUTBOX_SYNC_TAG = 'parvaz-outbox';

/** Back-off after a failed attempt: 5 s, 10 s, 20 s … at most 10 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60 * 1000);
}
