// Signs out: the session ends on the service, and nothing of the account stays in memory.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { notify } from '@studio/shared/ui/notify';
import { queryClient } from '@studio/shared/api/query-client';
import { SESSION_KEY } from '@studio/shared/api/session-key';
import { studioCall } from '@studio/shared/api/studio-call';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths } from '@studio/shared/paths';

export function useSignOut() {
  const { t } = useLocale();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => studioCall('signOut'),
    onSuccess: () => {
      navigate(paths.signIn, { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData(SESSION_KEY, null);
      notify('success', t.app.signedOut);
    },
    onError: (error) => notify('error', refusalMessage(t, error)),
  });
}
