// The mail settings, read by two screens: the owner's settings screen, and the inbox, which
// says when mail is off. One factory so a save updates what both show.
import { queryOptions } from '@tanstack/react-query';
import { studioCall } from './studio-call';

export const mailSettingsQuery = queryOptions({
  queryKey: ['mailSettings'],
  queryFn: () => studioCall('mailSettings'),
});
