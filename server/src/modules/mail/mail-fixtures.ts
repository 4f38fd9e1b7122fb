// For the mail tests: the owner's settings pointed at a test SMTP server, a job form that
// asks for an e-mail, and the bodies of a contact message and an application.
import type { FastifyInstance } from 'fastify';
import type { MailSettingsBody } from '@contract/studio/mail-settings';
import { multipart } from '@tests/support/multipart';
import type { Db } from '../../db/database';
import { JOB_FORM_ID, insertJobForm } from '../forms/fixtures';

export const SENDER = 'noreply@parvaz.example';
export const CONTACT_DESK = ['desk@parvaz.example', 'duty@parvaz.example'];
export const HR_DESK = 'hr@parvaz.example';

export const mailSettingsFor = (port: number, more: Partial<MailSettingsBody> = {}) => ({
  host: '127.0.0.1',
  port,
  tls: 'none' as const,
  user: '',
  from: SENDER,
  contactRecipients: CONTACT_DESK,
  formRecipients: { [String(JOB_FORM_ID)]: [HR_DESK] },
  acknowledge: true,
  ...more,
});

export const contactMessage = {
  first_name: 'علی',
  last_name: 'محمدی',
  email: 'ali@example.com',
  phone_number: '09123456789',
  message: 'سلام، درباره بار همراه سوال دارم.',
};

export const application = {
  full_name: 'Sara Rezaei',
  city: 'مشهد',
  about: 'Ten years in the cabin',
  email: 'sara@example.com',
};

/** The fixtures' job form in `lang`, with an e-mail field and no file asked for. */
export async function insertFormWithEmail(db: Db, lang: string): Promise<void> {
  await insertJobForm(db, lang, JOB_FORM_ID, false);
  const row = await db
    .selectFrom('custom_forms')
    .select('form_fields')
    .where('id', '=', JOB_FORM_ID)
    .where('lang', '=', lang)
    .executeTakeFirstOrThrow();
  const fields = JSON.parse(row.form_fields) as object[];
  fields.push({
    id: JOB_FORM_ID * 100 + 5,
    is_required: true,
    choices: null,
    order: 5,
    field_details: { field_name: 'email', field_type: 'text', label: 'E-mail', placeholder: null },
  });
  await db
    .updateTable('custom_forms')
    .set({ form_fields: JSON.stringify(fields), title: 'Flight attendant' })
    .where('id', '=', JOB_FORM_ID)
    .where('lang', '=', lang)
    .execute();
}

export function postContact(app: FastifyInstance, lang = 'fa') {
  return app.inject({
    method: 'POST',
    url: `/cms/contact-us/v1/?lang=${lang}`,
    payload: contactMessage,
  });
}

export function postApplication(app: FastifyInstance, lang = 'en') {
  const body = multipart([
    { name: 'custom_form', value: String(JOB_FORM_ID) },
    { name: 'submitted_data', value: JSON.stringify(application) },
  ]);
  return app.inject({
    method: 'POST',
    url: `/cms/forms/v1/apply/?lang=${lang}`,
    payload: body.payload,
    headers: body.headers,
  });
}
