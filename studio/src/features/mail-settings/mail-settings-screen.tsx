// The owner's mail settings: whether mail is sent at all (and if not, why, plainly), then
// the settings themselves.
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Loading } from '@studio/shared/ui/loading';
import { Screen } from '@studio/shared/ui/screen';
import { useJobForms } from './api/get-job-forms';
import { useMailSettings } from './api/get-mail-settings';
import { MailSettingsForm } from './mail-settings-form';

export function MailSettingsScreen() {
  const { t } = useLocale();
  const settings = useMailSettings().data;
  const forms = useJobForms().data;
  return (
    <Screen title={t.mail.title}>
      {settings && (
        <p role="status" className={settings.off ? 'rounded border border-danger p-3' : undefined}>
          {settings.off ? t.mail.off[settings.off] : t.mail.on}
        </p>
      )}
      {settings && forms ? <MailSettingsForm settings={settings} forms={forms} /> : <Loading />}
    </Screen>
  );
}
