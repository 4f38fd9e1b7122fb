// A new password, the current one asked again; the account's other sessions end.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '@studio/shared/ui/notify';
import { passwordChangeBody } from '@contract/studio/accounts';
import { PasswordField } from '@studio/shared/forms/account-fields';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Section } from '@studio/shared/ui/section';
import { useChangePassword } from './api/change-password';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function PasswordForm() {
  const { t } = useLocale();
  const form = useForm({
    resolver: zodResolver(passwordChangeBody),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword();
  const refused = useRefusalHandler(form.setError, FIELDS);
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notify('success', t.account.passwordChanged);
      },
      onError: refused,
    }),
  );

  return (
    <Section title={t.account.password}>
      <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
        <p>{t.account.passwordNote}</p>
        <PasswordField
          form={form}
          name="currentPassword"
          label={t.fields.currentPassword}
          purpose="current"
        />
        <PasswordField form={form} name="newPassword" label={t.fields.newPassword} purpose="new" />
        <SubmitButton busy={change.isPending}>{t.account.changePassword}</SubmitButton>
      </form>
    </Section>
  );
}
