// The site's forms (jobs) by id and title, for their recipients: read from the inbox's
// counts, which name every form; the owner may read them.
import { useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const useJobForms = () =>
  useQuery({
    queryKey: ['mailSettings', 'forms'],
    queryFn: async () => (await studioCall('inboxCounts')).forms,
  });
