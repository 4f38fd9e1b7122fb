import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { FormField } from '@contract/forms';
import { FormFieldInput } from './form-field-input';

const field = (
  field_type: string,
  choices: string | null = null,
  is_required = true,
): FormField => ({
  id: 1,
  is_required,
  choices,
  order: 1,
  field_details: { field_name: 'f', field_type, label: 'برچسب', placeholder: 'راهنما' },
});

const registration = { name: 'f', onChange: async () => {}, onBlur: async () => {}, ref: () => {} };

describe('form field per type', () => {
  afterEach(cleanup);

  it('renders a 5-row text area for textarea', () => {
    render(<FormFieldInput field={field('textarea')} registration={registration} />);
    const area = screen.getByLabelText(/برچسب/);
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('5');
    expect(area.getAttribute('aria-required')).toBe('true');
  });

  it('renders a select of the split choices with the placeholder first', () => {
    render(<FormFieldInput field={field('select', 'تهران, مشهد,')} registration={registration} />);
    const select = screen.getByLabelText(/برچسب/) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'راهنما'],
      ['تهران', 'تهران'],
      ['مشهد', 'مشهد'],
    ]);
  });

  it('renders a one-line input for text and any unknown type', () => {
    for (const type of ['text', 'number', 'date']) {
      render(<FormFieldInput field={field(type, null, false)} registration={registration} />);
      const input = screen.getByLabelText(/برچسب/);
      expect(input.tagName).toBe('INPUT');
      expect(input.getAttribute('type')).toBe('text');
      expect(input.getAttribute('aria-required')).toBeNull();
      cleanup();
    }
  });

  it('gives phone and e-mail fields their keyboard and autofill, written left to right', () => {
    const cases = [
      ['phone', 'text', 'tel'],
      ['mobile_number', 'text', 'tel'],
      ['contact', 'tel', 'tel'],
      ['email', 'text', 'email'],
      ['work_email', 'text', 'email'],
      ['contact', 'email', 'email'],
      ['full_name', 'text', 'text'],
      ['telescope', 'text', 'text'],
    ] as const;
    for (const [name, type, expected] of cases) {
      const named = field(type, null, false);
      named.field_details.field_name = name;
      render(<FormFieldInput field={named} registration={registration} />);
      const input = screen.getByLabelText(/برچسب/);
      expect([name, input.getAttribute('type')]).toEqual([name, expected]);
      if (expected !== 'text') {
        expect(input.getAttribute('inputmode')).toBe(expected);
        expect(input.getAttribute('autocomplete')).toBe(expected);
        expect(input.getAttribute('dir')).toBe('ltr');
      }
      cleanup();
    }
  });

  it('ties the error to the field and announces it', () => {
    render(
      <FormFieldInput
        field={field('text')}
        registration={registration}
        error="این فیلد الزامی است"
      />,
    );
    const input = screen.getByLabelText(/برچسب/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('این فیلد الزامی است');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
