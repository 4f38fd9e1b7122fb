// A job form with every kind of field, for the forms tests.
import type { Db } from '../../db/database';

export const JOB_FORM_ID = 3;

export async function insertJobForm(db: Db, lang = 'fa', id = JOB_FORM_ID, fileRequired = true) {
  const field = (
    order: number,
    name: string,
    type: string,
    required: boolean,
    choices: string | null = null,
  ) => ({
    id: id * 100 + order,
    is_required: required,
    choices,
    order,
    field_details: { field_name: name, field_type: type, label: name, placeholder: null },
  });
  await db
    .insertInto('custom_forms')
    .values({
      id,
      lang,
      title: 'مهماندار پرواز',
      sub_title: 'تهران',
      description: 'خط اول\nخط دوم',
      conditions_title: 'شرایط',
      conditions: 'حداقل ۲۱ سال',
      tags: JSON.stringify([{ id: 1, title: 'تمام‌وقت' }]),
      footer_banner: JSON.stringify(null),
      sending_button_text: 'ارسال درخواست',
      form_fields: JSON.stringify([
        field(4, 'resume', 'file', fileRequired),
        field(1, 'full_name', 'text', true),
        field(2, 'city', 'select', true, 'تهران, مشهد ,شیراز'),
        field(3, 'about', 'textarea', false),
      ]),
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-02-01T00:00:00.000Z',
    })
    .execute();
}
