// One admin-defined field: a one-line input, a 5-row text area or a select of the field's
// comma-separated choices; its error in red under it. A one-line field for a phone number
// or an e-mail address, as its name or type says, gets the keyboard and autofill for it.
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FormField } from '@contract/forms';
import { fieldKind, splitChoices } from '@contract/form-rules';

export function FormFieldInput({
  field,
  registration,
  error,
}: {
  field: FormField;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const id = useId();
  const { label, placeholder } = field.field_details;
  const describedBy = error ? `${id}-error` : undefined;
  const common = {
    id,
    ...registration,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.is_required || undefined,
    className: `w-full rounded-lg border px-3 py-2 ${error ? 'border-red-700' : 'border-slate-300'}`,
  };
  const kind = fieldKind(field);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
        {field.is_required && <span aria-hidden="true"> *</span>}
      </label>
      {kind === 'textarea' ? (
        <textarea rows={5} placeholder={placeholder ?? undefined} {...common} />
      ) : kind === 'select' ? (
        <select {...common}>
          <option value="">{placeholder ?? '—'}</option>
          {splitChoices(field.choices).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input placeholder={placeholder ?? undefined} {...common} {...oneLineInput(field)} />
      )}
      {error && (
        <p id={describedBy} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const PHONE = /(^|_)(phone|mobile|tel|telephone)(_|$)/i;
const EMAIL = /(^|_)e?-?mail(_|$)/i;

/** The input's type, keyboard and autofill for what the field holds. */
function oneLineInput(field: FormField) {
  const { field_name: name, field_type: type } = field.field_details;
  if (type === 'tel' || PHONE.test(name))
    return { type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' } as const;
  if (type === 'email' || EMAIL.test(name))
    return { type: 'email', inputMode: 'email', autoComplete: 'email', dir: 'ltr' } as const;
  return { type: 'text' } as const;
}
