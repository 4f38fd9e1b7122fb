// The contact form's markup, shared by the still form (what the service renders and the
// page shows until the form's code has loaded) and the live form, so the two look and
// measure the same and replacing one with the other moves nothing.
import type { ComponentProps } from 'react';
import { HoneypotField } from '@shared/forms/honeypot-field';
import { useLanguage } from '@shared/language/language-context';
import { ContactField } from './contact-field';

export const CONTACT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'message',
] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number];

/** A field's name and, in the live form, its registration and error. */
export type FieldBinding = Omit<ComponentProps<typeof ContactField>, 'label'>;

interface Props {
  form: ComponentProps<'form'>;
  field: (name: ContactFieldName) => FieldBinding;
  honeypot: ComponentProps<'input'>;
  /** False in the still form: it has nothing to send with. */
  canSend: boolean;
  sending: boolean;
}

export function ContactFormLayout({ form, field, honeypot, canSend, sending }: Props) {
  const { t } = useLanguage();
  const labelled = (name: ContactFieldName) => ({ ...field(name), label: t.contact[name] });
  return (
    <form {...form} noValidate className="mx-auto mt-10 grid max-w-3xl gap-4 md:grid-cols-2">
      <ContactField {...labelled('first_name')} autoComplete="given-name" />
      <ContactField {...labelled('last_name')} autoComplete="family-name" />
      <ContactField {...labelled('email')} type="email" autoComplete="email" dir="ltr" />
      <ContactField
        {...labelled('phone_number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
      />
      <ContactField {...labelled('message')} multiline className="md:col-span-2" />
      <HoneypotField {...honeypot} />
      <button
        type="submit"
        // Until the live form is here the browser would send the form itself, as an
        // address with the fields in it; the button (and with it Enter) waits instead.
        disabled={sending || !canSend}
        className="rounded-full bg-brand px-6 py-3 font-semibold text-white disabled:opacity-60 md:col-span-2 md:justify-self-start"
      >
        {sending ? t.sending : t.contact.send}
      </button>
    </form>
  );
}
