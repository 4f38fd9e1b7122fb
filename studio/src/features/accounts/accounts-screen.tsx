// The owner's screen: every account, and a form to add one.
import { useSession } from '@studio/shared/api/session-query';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Loading } from '@studio/shared/ui/loading';
import { Screen } from '@studio/shared/ui/screen';
import { DataTable } from '@studio/shared/ui/data-table';
import { AccountRow } from './account-row';
import { AddAccountForm } from './add-account-form';
import { useAccounts } from './api/get-accounts';

export function AccountsScreen() {
  const { t } = useLocale();
  const accounts = useAccounts();
  const selfId = useSession().data?.account.id;
  return (
    <Screen title={t.accounts.title}>
      {accounts.isPending ? (
        <Loading />
      ) : (
        <DataTable
          caption={t.accounts.caption}
          columns={[
            t.fields.name,
            t.fields.email,
            t.fields.role,
            t.accounts.status,
            t.accounts.actions,
          ]}
        >
          {accounts.data?.results.map((account) => (
            <AccountRow key={account.id} account={account} self={account.id === selfId} />
          ))}
        </DataTable>
      )}
      <AddAccountForm />
    </Screen>
  );
}
