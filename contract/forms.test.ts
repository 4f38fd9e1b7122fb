import { describe, expect, it } from 'vitest';
import type { FormField } from './forms';
import { FORM_MESSAGES, buildSubmissionSchema, fieldKind, splitChoices } from './forms';

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

describe('submission schema built from a form', () => {
  const schema = buildSubmissionSchema(form);
  const issues = (input: unknown) => {
    const result = schema.safeParse(input);
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
});
