// One account in the owner's table: its role (changed with a button, not on selection,
// so moving through the list by keyboard changes nothing), suspend or restore, and
// ending its sessions. The owner's own row offers none of these: the studio keeps an owner.
import { useId, useState } from 'react';
import { notify } from '@studio/shared/ui/notify';
import type { Account } from '@contract/studio/accounts';
import { STUDIO_ROLES } from '@contract/studio/roles';
import type { StudioRole } from '@contract/studio/roles';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { useChangeAccount } from './api/change-account';
import { useEndAccountSessions } from './api/end-account-sessions';

export function AccountRow({ account, self }: { account: Account; self: boolean }) {
  const { t } = useLocale();
  const roleId = useId();
  const [role, setRole] = useState<StudioRole>(account.role);
  const change = useChangeAccount();
  const endSessions = useEndAccountSessions();
  const failed = (error: unknown) => notify('error', refusalMessage(t, error));
  const changeAccount = (body: { role?: StudioRole; suspended?: boolean }) =>
    change.mutate(
      { id: account.id, change: body },
      { onSuccess: () => notify('success', t.accounts.changed), onError: failed },
    );

  return (
    <tr>
      <th scope="row" className="font-normal">
        {account.name} {self && t.accounts.you}
      </th>
      <td>
        <bdi dir="ltr">{account.email}</bdi>
      </td>
      <td>
        {self ? (
          t.roles[account.role]
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={roleId} className="sr-only">
              {t.accounts.roleOf(account.name)}
            </label>
            <select
              id={roleId}
              className="field w-auto min-w-28"
              value={role}
              onChange={(event) => setRole(event.target.value as StudioRole)}
            >
              {STUDIO_ROLES.map((value) => (
                <option key={value} value={value}>
                  {t.roles[value]}
                </option>
              ))}
            </select>
            {role !== account.role && (
              <button
                type="button"
                className="button-quiet"
                disabled={change.isPending}
                onClick={() => changeAccount({ role })}
              >
                {t.accounts.saveRole}
              </button>
            )}
          </div>
        )}
      </td>
      <td>{account.suspended ? t.accounts.suspended : t.accounts.active}</td>
      <td>
        {!self && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="button-quiet"
              disabled={change.isPending}
              onClick={() => changeAccount({ suspended: !account.suspended })}
            >
              {account.suspended ? t.accounts.restore : t.accounts.suspend}
            </button>
            <button
              type="button"
              className="button-quiet"
              disabled={endSessions.isPending}
              onClick={() =>
                endSessions.mutate(account.id, {
                  onSuccess: () => notify('success', t.accounts.sessionsEnded),
                  onError: failed,
                })
              }
            >
              {t.accounts.endSessions}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
