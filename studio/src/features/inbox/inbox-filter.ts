// An inbox view as its address holds it: the box in the path; form, status, language,
// days, unread, trash, words and page in the search, so a view can be reloaded and shared.
// A value the contract would refuse is left out rather than failing the screen.
import { INBOX_BOXES, inboxFilter } from '@contract/studio/inbox';
import type { InboxBox, InboxFilter } from '@contract/studio/inbox';

export const FILTER_KEYS = [
  'form',
  'status',
  'lang',
  'from',
  'to',
  'unread',
  'trash',
  'search',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export const boxFrom = (box: string | undefined): InboxBox | null =>
  box === undefined ? 'messages' : (INBOX_BOXES.find((known) => known === box) ?? null);

export function inboxFilterFrom(box: InboxBox, search: URLSearchParams): InboxFilter {
  const filter: Record<string, unknown> = { box };
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (!value) continue;
    const parsed = inboxFilter.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) filter[key] = parsed.data;
  }
  return filter as InboxFilter;
}

/** The filter as the address's search (and the export's query), page left out. */
export function filterSearch(filter: InboxFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key as FilterKey];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search;
}

/** `?…` with the page (when past the first), or nothing. */
export function viewSearch(filter: InboxFilter, page = 1): string {
  const search = filterSearch(filter);
  if (page > 1) search.set('page', String(page));
  return search.size ? `?${search}` : '';
}
