// One page of the audit log, newest first; `before` pages back from an entry's id.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const AUDIT_PAGE = 50;

/** The page's `before` from the address (?before=<id>); none for the newest page. */
export function beforeFrom(search: URLSearchParams): number | undefined {
  const before = Number(search.get('before'));
  return Number.isInteger(before) && before > 0 ? before : undefined;
}

export const auditQuery = (before: number | undefined) =>
  queryOptions({
    queryKey: ['audit', 'list', { before }],
    queryFn: () => studioCall('audit', { query: { limit: AUDIT_PAGE, before } }),
    placeholderData: keepPreviousData,
  });

export const useAudit = (before: number | undefined) => useQuery(auditQuery(before));
