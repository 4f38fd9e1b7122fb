// A labelled text input registered with react-hook-form.
import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './field-frame';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  hint?: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
}

export function TextField({ label, hint, error, registration, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <input className="field" {...input} {...registration} {...control} />}
    </FieldFrame>
  );
}
