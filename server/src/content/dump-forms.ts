// forms.json read back from the forms' rows: each form once, its tags and fields as the first
// language lists them, with their texts in every language the form is in.
import { customForm } from '@contract/forms';
import type { z } from 'zod';
import { readJsonColumn } from '../db/read-json-column';
import type * as files from './content-files';
import { byItem } from './item-rows';
import type { DumpContext } from './item-rows';
import { pairName, phoneBanner } from './media-names';

type Form = z.input<typeof files.formsFile>[number];

export async function dumpForms(context: DumpContext) {
  const rows = await context.db.selectFrom('custom_forms').selectAll().execute();
  return byItem(context, 'forms.json', rows, (row) => row.id).map((item): Form => {
    const footer = item.shared('footer banner', (row) =>
      readJsonColumn(
        customForm.shape.footer_banner,
        row.footer_banner,
        'custom_forms.footer_banner',
      ),
    );
    const tags = item.parts('tags', (row) =>
      readJsonColumn(customForm.shape.tags, row.tags, 'custom_forms.tags'),
    );
    const fields = item.parts('fields', (row) =>
      readJsonColumn(
        customForm.shape.form_fields,
        row.form_fields,
        'custom_forms.form_fields',
      ).sort((a, b) => a.order - b.order),
    );
    return {
      id: item.first.id,
      created_at: item.shared('creation time', (row) => row.created_at),
      updated_at: item.shared('time of its change', (row) => row.updated_at),
      footer_banner:
        footer &&
        pairName(
          item,
          'footer banner',
          { desktop: footer.desktop_media, phone: footer.phone_media },
          phoneBanner,
        ),
      tags: tags.map((tag) => ({
        id: tag.shared('tag id', (t) => t.id),
        title: tag.text((t) => t.title),
      })),
      title: item.naming((row) => row.title),
      sub_title: item.text((row) => row.sub_title),
      description: item.text((row) => row.description),
      conditions_title: item.text((row) => row.conditions_title),
      conditions: item.text((row) => row.conditions),
      sending_button_text: item.text((row) => row.sending_button_text),
      closes_at: item.shared('closing time', (row) => row.closes_at) ?? '',
      employment_type: item.shared(
        'employment type',
        (row) => row.employment_type,
      ) as Form['employment_type'],
      fields: fields.map((field, index) => {
        if (field.rows.some(([, f]) => f.order !== index + 1))
          field.lost('field orders the loader numbers from 1');
        return {
          id: field.shared('field id', (f) => f.id),
          name: field.shared('field name', (f) => f.field_details.field_name),
          type: field.shared(
            'field type',
            (f) => f.field_details.field_type,
          ) as Form['fields'][number]['type'],
          required: field.shared('field requirement', (f) => f.is_required),
          label: field.text((f) => f.field_details.label),
          placeholder: field.textOrNull('field placeholder', (f) => f.field_details.placeholder),
          choices: field.textOrNull('field choices', (f) => f.choices),
        };
      }),
    };
  });
}
