// What was withdrawn from visitors, in order: a visitor's service worker asks for what came
// after the last entry it saw and drops its offline copies of those items.
import { z } from 'zod';

export const withdrawalsQuery = z.object({
  /** The last entry already seen; without it, only `latest` is answered (a starting point). */
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const withdrawal = z.object({
  id: z.number().int(),
  /** A blog post, or a custom page. */
  kind: z.enum(['post', 'page']),
  item_id: z.number().int(),
  lang: z.string(),
  /** When it was withdrawn (ISO 8601). */
  at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdrawalList = z.object({
  /** The newest entry's id (0 when there is none): the next `since`. */
  latest: z.number().int(),
  /** At most WITHDRAWALS_PAGE entries after `since`, oldest first. */
  results: z.array(withdrawal),
});

export const WITHDRAWALS_PAGE = 500;
