// The read of one record (a post, a form). A record the service said does not exist is not
// read again when its screen mounts: a page the service rendered as not found hydrates with
// that answer and shows what was rendered (read again, it would show its skeleton first). A
// read that failed otherwise (offline, a server error) is read again on mount.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { readMissing } from './read-failed';

export function useRecordQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  const client = useQueryClient();
  const missing = readMissing(client.getQueryState(options.queryKey)?.error);
  return useQuery({ ...options, retryOnMount: !missing });
}
