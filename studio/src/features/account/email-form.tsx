// A new e-mail to sign in with, the current password asked again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '@studio/shared/ui/notify';
import { emailChangeBody } from '@contract/studio/accounts';
import { EmailField, PasswordField } from '@studio/shared/forms/account-fields';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Section } from '@studio/shared/ui/section';
import { useChangeEmail } from './api/change-email';

const FIELDS = ['email', 'currentPassword'] as const;

export function EmailForm({ email }: { email: string }) {
  const { t } = useLocale();
  const form = useForm({
    resolver: zodResolver(emailChangeBody),
    defaultValues: { email: '', currentPassword: '' },
  });
  const change = useChangeEmail();
  const refused = useRefusalHandler(form.setError, FIELDS);
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notify('success', t.account.emailChanged);
      },
      onError: refused,
    }),
  );

  return (
    <Section title={t.account.email}>
      <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
        <p>
          {t.account.currentEmail} <bdi dir="ltr">{email}</bdi>
        </p>
        <EmailField form={form} name="email" autoComplete="email" />
        <PasswordField
          form={form}
          name="currentPassword"
          label={t.fields.currentPassword}
          purpose="current"
        />
        <SubmitButton busy={change.isPending}>{t.account.changeEmail}</SubmitButton>
      </form>
    </Section>
  );
}
