// One labelled field of the contact form, its error in red and announced.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';

type Props = {
  label: string;
  error?: string;
  multiline?: boolean;
} & InputHTMLAttributes<HTMLInputElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement>;

export const ContactField = forwardRef<HTMLInputElement & HTMLTextAreaElement, Props>(
  function ContactField({ label, error, multiline = false, className = '', ...input }, ref) {
    const id = useId();
    const errorId = `${id}-error`;
    const shared = {
      id,
      ref,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      className: `w-full rounded-lg border px-3 py-2 ${error ? 'border-red-700' : 'border-slate-300'}`,
      ...input,
    };
    return (
      <div className={className}>
        <label htmlFor={id} className="mb-1 block font-semibold">
          {label}
        </label>
        {multiline ? <textarea rows={5} {...shared} /> : <input {...shared} />}
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  },
);
