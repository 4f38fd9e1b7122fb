import { describe, expect, it } from 'vitest';
import type { FormField } from './forms';
import { buildSubmissionSchema, fieldKind, formMessages, splitChoices } from './forms';

let nextId = 1;
const field = (
  field_name: string,
  field_type: string,
  is_required: boolean,
  choices: string | null = null,
): FormField => ({
  id: nextId++,
  is_required,
  choices,
  order: nextId,
  field_details: { field_name, field_type, label: field_name, placeholder: null },
});

const form = {
  form_fields: [
    field('full_name', 'text', true),
    field('city', 'select', true, 'تهران, مشهد ,,شیراز'),
    field('about', 'textarea', false),
    field('website', 'url', false),
    field('cv', 'file', true),
  ],
};

describe('form fields', () => {
  it('splits choices on commas, trimmed, without empty ones', () => {
    expect(splitChoices('تهران, مشهد ,,شیراز')).toEqual(['تهران', 'مشهد', 'شیراز']);
    expect(splitChoices(null)).toEqual([]);
    expect(splitChoices(' , ')).toEqual([]);
  });

  it('knows file, select and textarea fields, and treats every other type as text', () => {
    expect(form.form_fields.map(fieldKind)).toEqual(['text', 'select', 'textarea', 'text', 'file']);
  });
});

const FORM_MESSAGES = formMessages('fa');

describe('submission schema built from a form', () => {
  const schema = buildSubmissionSchema(form, 'fa');
  const issues = (input: unknown, lang = 'fa') => {
    const result = buildSubmissionSchema(form, lang).safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('accepts a complete submission and fills optional fields with empty text', () => {
    expect(schema.parse({ full_name: ' سارا ', city: 'مشهد' })).toEqual({
      full_name: 'سارا',
      city: 'مشهد',
      about: '',
      website: '',
    });
  });

  it('requires the required fields, the file aside', () => {
    expect(issues({})).toEqual({ full_name: FORM_MESSAGES.required, city: FORM_MESSAGES.required });
    expect(issues({ full_name: '  ', city: 'مشهد' })).toEqual({
      full_name: FORM_MESSAGES.required,
    });
    expect(FORM_MESSAGES.required).toBe('این فیلد الزامی است');
  });

  it('takes a select value only from its choices', () => {
    expect(issues({ full_name: 'a', city: 'تبریز' })).toEqual({ city: FORM_MESSAGES.choice });
  });

  it('limits text to 200 characters and a textarea to 5000', () => {
    expect(issues({ full_name: 'x'.repeat(201), city: 'مشهد' })).toEqual({
      full_name: FORM_MESSAGES.tooLong(200),
    });
    expect(issues({ full_name: 'x', city: 'مشهد', about: 'y'.repeat(5000) })).toEqual({});
    expect(issues({ full_name: 'x', city: 'مشهد', about: 'y'.repeat(5001) })).toEqual({
      about: FORM_MESSAGES.tooLong(5000),
    });
  });

  it("states the size limit in megabytes with the spec's wording", () => {
    expect(FORM_MESSAGES.fileTooLarge(5)).toBe('حجم فایل شما بیشتر از 5 مگابایت است.');
  });

  it('refuses in the language it is built for, and in Persian for a language without its own', () => {
    expect(issues({ city: 'تبریز' }, 'en')).toEqual({
      full_name: 'This field is required',
      city: 'Choose one of the options in the list',
    });
    expect(issues({ city: 'تبریز' }, 'ar')).toEqual({
      full_name: 'هذا الحقل مطلوب',
      city: 'اختر أحد الخيارات من القائمة',
    });
    expect(issues({}, 'tr')).toEqual(issues({}, 'fa'));
    expect(formMessages('en').fileTooLarge(5)).toBe('Your file is larger than 5 MB.');
  });

  it('has every message in every language the site speaks', () => {
    for (const lang of ['en', 'ar']) {
      const messages = formMessages(lang);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(FORM_MESSAGES).sort());
      for (const [key, message] of Object.entries(messages)) {
        const text =
          typeof message === 'function' ? (message as (n: number) => string)(5) : message;
        const persian = FORM_MESSAGES[key as keyof typeof FORM_MESSAGES];
        const persianText =
          typeof persian === 'function' ? (persian as (n: number) => string)(5) : persian;
        expect(text, `${lang} ${key}`).not.toBe(persianText);
      }
    }
  });
});
