// Whether mail is sent at all, for the inbox's notice: the owner may read the mail
// settings; for anyone else the notice is left out rather than asked for and refused.
import { useQuery } from '@tanstack/react-query';
import { STUDIO_ENDPOINTS } from '@contract/studio/endpoints';
import { mayCall } from '@contract/studio/roles';
import { mailSettingsQuery } from '@studio/shared/api/mail-settings-query';
import { useSession } from '@studio/shared/api/session-query';

export function useMailOff(): boolean {
  const role = useSession().data?.account.role ?? null;
  const settings = useQuery({
    ...mailSettingsQuery,
    enabled: mayCall(STUDIO_ENDPOINTS.mailSettings.access, role),
    throwOnError: false,
  });
  return settings.data?.enabled === false;
}
