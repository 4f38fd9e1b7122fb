// The owner's mail settings form: the server, the sender, who is told of what, and the
// acknowledgement; checked with the contract's schema, refusals on their fields.
import { useForm } from 'react-hook-form';
import { MAIL_TLS_MODES } from '@contract/studio/mail-settings';
import type { MailSettings, MailSettingsBody } from '@contract/studio/mail-settings';
import { SelectField } from '@studio/shared/forms/select-field';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { TextAreaField } from '@studio/shared/forms/text-area-field';
import { TextField } from '@studio/shared/forms/text-field';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { useSaveMailSettings } from './api/save-mail-settings';
import { formValuesOf, mailResolver, onFormFields } from './mail-form-values';
import type { MailFormValues } from './mail-form-values';

interface MailSettingsFormProps {
  settings: MailSettings;
  forms: { id: number; title: string }[];
}

export function MailSettingsForm({ settings, forms }: MailSettingsFormProps) {
  const { t } = useLocale();
  const form = useForm<MailFormValues, unknown, MailSettingsBody>({
    resolver: mailResolver,
    defaultValues: formValuesOf(
      settings,
      forms.map((job) => job.id),
    ),
  });
  const { errors } = form.formState;
  const fields = [
    'host',
    'port',
    'tls',
    'user',
    'password',
    'from',
    'contactRecipients',
    'acknowledge',
    ...forms.map((job) => `formRecipients.${job.id}` as const),
  ] as const;
  const refused = useRefusalHandler(form.setError, fields);
  const save = useSaveMailSettings();
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(
          formValuesOf(
            saved,
            forms.map((job) => job.id),
          ),
        );
        notify('success', t.mail.saved);
      },
      onError: (error) => refused(onFormFields(error)),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Section title={t.mail.server}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t.mail.host}
            hint={t.mail.hostHint}
            dir="ltr"
            autoComplete="off"
            error={errors.host}
            registration={form.register('host')}
          />
          <TextField
            label={t.mail.port}
            type="number"
            inputMode="numeric"
            dir="ltr"
            error={errors.port}
            registration={form.register('port', { valueAsNumber: true })}
          />
          <SelectField
            label={t.mail.tls}
            options={MAIL_TLS_MODES.map((value) => ({ value, label: t.mail.tlsModes[value] }))}
            error={errors.tls}
            registration={form.register('tls')}
          />
          <TextField
            label={t.mail.user}
            dir="ltr"
            autoComplete="off"
            error={errors.user}
            registration={form.register('user')}
          />
          <TextField
            label={t.mail.password}
            type="password"
            dir="ltr"
            autoComplete="new-password"
            hint={settings.passwordSet ? t.mail.passwordSet : t.mail.passwordNotSet}
            error={errors.password}
            registration={form.register('password')}
          />
          {settings.passwordSet && (
            <label className="flex items-center gap-2 self-end py-2">
              <input type="checkbox" {...form.register('clearPassword')} />
              {t.mail.clearPassword}
            </label>
          )}
        </div>
      </Section>
      <Section title={t.mail.recipients}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t.mail.from}
            type="email"
            dir="ltr"
            autoComplete="off"
            error={errors.from}
            registration={form.register('from')}
          />
          <TextAreaField
            label={t.mail.contactRecipients}
            hint={t.mail.recipientsHint}
            rows={3}
            dir="ltr"
            error={errors.contactRecipients}
            registration={form.register('contactRecipients')}
          />
          {forms.map((job) => (
            <TextAreaField
              key={job.id}
              label={t.mail.formRecipients(job.title)}
              hint={t.mail.recipientsHint}
              rows={2}
              dir="ltr"
              error={errors.formRecipients?.[String(job.id)]}
              registration={form.register(`formRecipients.${job.id}`)}
            />
          ))}
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('acknowledge')} />
          {t.mail.acknowledge}
        </label>
      </Section>
      <SubmitButton busy={save.isPending}>{t.mail.save}</SubmitButton>
    </form>
  );
}
