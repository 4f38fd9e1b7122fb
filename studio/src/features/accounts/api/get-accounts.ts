// Every account of the studio (the owner's screen).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const accountsQuery = queryOptions({
  queryKey: ['accounts', 'list'],
  queryFn: () => studioCall('accounts'),
});

export const useAccounts = () => useQuery(accountsQuery);
