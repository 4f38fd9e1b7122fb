// The contact form before its code has loaded: the live form's markup without behaviour.
// The service renders it and the page shows it until the visitor comes near; what is
// typed in it meanwhile, and the focus, pass to the live form (still-form-trace.ts).
import { HONEYPOT_FIELD } from '@contract/api-routes';
import type { RefObject } from 'react';
import { ContactFormLayout } from './contact-form-layout';
import type { StillFormTrace } from './still-form-trace';
import { traceStillForm } from './still-form-trace';

export function StillContactForm({ trace }: { trace: RefObject<StillFormTrace> }) {
  return (
    <ContactFormLayout
      form={traceStillForm(trace)}
      field={(name) => ({ name })}
      honeypot={{ name: HONEYPOT_FIELD }}
      canSend={false}
      sending={false}
    />
  );
}
