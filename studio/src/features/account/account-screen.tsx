// The signed-in account: its profile, its password and e-mail, and its sessions.
import { useSession } from '@studio/shared/api/session-query';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Screen } from '@studio/shared/ui/screen';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsTable } from './sessions-table';

export function AccountScreen() {
  const { t } = useLocale();
  const account = useSession().data?.account;
  if (!account) return null;
  return (
    <Screen title={t.account.title}>
      <ProfileForm account={account} />
      <PasswordForm />
      <EmailForm email={account.email} />
      <SessionsTable />
    </Screen>
  );
}
