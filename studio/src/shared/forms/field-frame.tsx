// A field's label, hint and error around its control: the control is described by the
// hint and the error, and marked invalid while the error stands. The error is a rule name
// (the contract's, or the service's), worded here in the account's language.
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useLocale } from '@studio/shared/i18n/locale-context';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: FieldError;
  children: (control: ControlProps) => ReactNode;
}

export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const { t } = useLocale();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-bold text-danger">
          {t.rules[error.message ?? ''] ?? t.rules.invalid}
        </p>
      )}
    </div>
  );
}
