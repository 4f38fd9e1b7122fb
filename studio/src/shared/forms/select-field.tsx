// A labelled choice among a few named options, registered with react-hook-form.
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './field-frame';

interface SelectFieldProps {
  label: string;
  options: readonly { value: string; label: string; lang?: string }[];
  error?: FieldError;
  registration: UseFormRegisterReturn;
}

export function SelectField({ label, options, error, registration }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select className="field" {...registration} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
