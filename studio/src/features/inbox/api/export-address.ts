// Where a filter's export downloads from: the service answers the file itself (a download
// endpoint), so the browser fetches it through a link rather than the JSON client.
import { studioPath } from '@contract/studio/endpoints';
import type { InboxFilter } from '@contract/studio/inbox';
import { filterSearch } from '../inbox-filter';

export function exportAddress(filter: InboxFilter, format: 'csv' | 'json'): string {
  const search = filterSearch(filter);
  search.set('box', filter.box);
  search.set('format', format);
  return `${studioPath('exportInbox')}?${search}`;
}
