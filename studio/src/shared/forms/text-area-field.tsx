// A labelled multi-line text input registered with react-hook-form.
import type { TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './field-frame';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name'
> {
  label: string;
  hint?: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
}

export function TextAreaField({ label, hint, error, registration, ...input }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <textarea className="field" {...input} {...registration} {...control} />}
    </FieldFrame>
  );
}
