import type { ComponentProps } from 'react';
import { HONEYPOT_FIELD } from '@contract/api-routes';

/**
 * A field people never see, kept off screen and out of the tab order; a bot that fills it
 * is answered as if its message were taken, but nothing is stored.
 */
export function HoneypotField(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {HONEYPOT_FIELD}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
