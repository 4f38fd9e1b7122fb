// The account's name and the studio's language for it (the screens switch at once).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '@studio/shared/ui/notify';
import { accountName, studioLanguage } from '@contract/studio/accounts';
import type { Account } from '@contract/studio/accounts';
import { z } from 'zod';
import { NameField, StudioLanguageField } from '@studio/shared/forms/account-fields';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Section } from '@studio/shared/ui/section';
import { useChangeProfile } from './api/change-profile';

// The contract's profile body with both of its fields, as this form always sends both.
const profileForm = z.object({ name: accountName, language: studioLanguage });
const FIELDS = ['name', 'language'] as const;

export function ProfileForm({ account }: { account: Account }) {
  const { t } = useLocale();
  const form = useForm({
    resolver: zodResolver(profileForm),
    values: { name: account.name, language: account.language },
  });
  const change = useChangeProfile();
  const refused = useRefusalHandler(form.setError, FIELDS);
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      // Worded in the language just chosen, which the screens now speak.
      onSuccess: () => notify('success', t.account.profileSaved),
      onError: refused,
    }),
  );

  return (
    <Section title={t.account.profile}>
      <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
        <NameField form={form} name="name" autoComplete="name" />
        <StudioLanguageField form={form} name="language" />
        <SubmitButton busy={change.isPending}>{t.account.saveProfile}</SubmitButton>
      </form>
    </Section>
  );
}
