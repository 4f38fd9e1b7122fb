// The mail settings: one row of service_settings, read where mail is queued and on each
// pass of the sender, so every instance follows a change at once. With no server or no
// sender address set, mail is off: nothing is queued and nothing sent.
import { z } from 'zod';
import { MAIL_TLS_MODES } from '@contract/studio/mail-settings';
import type { MailSettings, MailSettingsBody } from '@contract/studio/mail-settings';
import type { Db } from '../../db/database';
import { readJsonColumn } from '../../db/read-json-column';

const SETTING = 'mail';

const storedMailSettings = z.object({
  host: z.string(),
  port: z.number().int(),
  tls: z.enum(MAIL_TLS_MODES),
  user: z.string(),
  password: z.string(),
  from: z.string(),
  contactRecipients: z.array(z.string()),
  formRecipients: z.record(z.string(), z.array(z.string())),
  acknowledge: z.boolean(),
});
export type StoredMailSettings = z.infer<typeof storedMailSettings>;

export const NO_MAIL_SETTINGS: StoredMailSettings = {
  host: '',
  port: 587,
  tls: 'starttls',
  user: '',
  password: '',
  from: '',
  contactRecipients: [],
  formRecipients: {},
  acknowledge: false,
};

export async function readMailSettings(db: Db): Promise<StoredMailSettings> {
  const row = await db
    .selectFrom('service_settings')
    .select('value')
    .where('name', '=', SETTING)
    .executeTakeFirst();
  if (!row) return NO_MAIL_SETTINGS;
  return readJsonColumn(storedMailSettings, row.value, 'service_settings.value');
}

/** Stores a save; a password left out keeps the one stored. */
export async function writeMailSettings(
  db: Db,
  body: MailSettingsBody,
): Promise<StoredMailSettings> {
  const { password, ...rest } = body;
  const settings = { ...rest, password: password ?? (await readMailSettings(db)).password };
  const value = JSON.stringify(settings);
  const now = new Date().toISOString();
  await db
    .insertInto('service_settings')
    .values({ name: SETTING, value, updated_at: now })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value, updated_at: now }))
    .execute();
  return settings;
}

/** Why no mail goes out, or null when it does. */
export function mailOff(settings: StoredMailSettings): MailSettings['off'] {
  if (settings.host === '') return 'noServer';
  if (settings.from === '') return 'noSender';
  return null;
}

/** What the studio is shown: everything but the password, and whether mail is on. */
export function mailSettingsAnswer(settings: StoredMailSettings): MailSettings {
  const { password, ...shown } = settings;
  const off = mailOff(settings);
  return { ...shown, passwordSet: password !== '', enabled: off === null, off };
}
