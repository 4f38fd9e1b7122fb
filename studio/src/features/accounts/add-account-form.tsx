// The owner adds an account: who, in which role and language, with a first password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '@studio/shared/ui/notify';
import { accountAddBody } from '@contract/studio/accounts';
import { STUDIO_ROLES } from '@contract/studio/roles';
import {
  EmailField,
  NameField,
  PasswordField,
  StudioLanguageField,
} from '@studio/shared/forms/account-fields';
import { SelectField } from '@studio/shared/forms/select-field';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Section } from '@studio/shared/ui/section';
import { useAddAccount } from './api/add-account';

const FIELDS = ['name', 'email', 'role', 'language', 'password'] as const;

export function AddAccountForm() {
  const { t, language } = useLocale();
  const form = useForm({
    resolver: zodResolver(accountAddBody),
    defaultValues: { name: '', email: '', role: 'editor', language, password: '' },
  });
  const { errors } = form.formState;
  const add = useAddAccount();
  const refused = useRefusalHandler(form.setError, FIELDS);
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (account) => {
        form.reset();
        notify('success', t.accounts.added(account.name));
      },
      onError: refused,
    }),
  );

  return (
    <Section title={t.accounts.add}>
      <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
        <NameField form={form} name="name" autoComplete="off" />
        <EmailField form={form} name="email" autoComplete="off" />
        <SelectField
          label={t.fields.role}
          options={STUDIO_ROLES.map((value) => ({ value, label: t.roles[value] }))}
          error={errors.role}
          registration={form.register('role')}
        />
        <StudioLanguageField form={form} name="language" />
        <PasswordField form={form} name="password" label={t.fields.password} purpose="new" />
        <div className="self-end">
          <SubmitButton busy={add.isPending}>{t.accounts.addSubmit}</SubmitButton>
        </div>
      </form>
    </Section>
  );
}
