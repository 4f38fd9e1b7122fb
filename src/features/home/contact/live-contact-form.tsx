// The contact form: the shared contract's rules and Persian messages in the browser, the
// spec's toasts while sending, the form cleared on success and kept on failure, and the
// service's own field errors shown on their fields. Loaded by ContactForm when the
// visitor comes near; it takes over what was typed in the still form it replaces.
import { HONEYPOT_FIELD, SENDS } from '@contract/api-routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactMessage, ContactMessageInput } from '@contract/contact';
import { contactMessageIn } from '@contract/contact';
import { useFormSubmission } from '@shared/forms/use-form-submission';
import { useLanguage } from '@shared/language/language-context';
import { CONTACT_FIELDS, ContactFormLayout } from './contact-form-layout';
import { sendContactMessage } from './send-contact-message';
import type { StillFormTrace } from './still-form-trace';
import { takeOverStillForm } from './still-form-trace';

type FormName = keyof ContactMessageInput;

export function LiveContactForm({ trace }: { trace: RefObject<StillFormTrace> }) {
  const { lang, t } = useLanguage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageIn(lang)),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      message: '',
      website: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const formElement = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    takeOverStillForm(trace.current, formElement.current, (name, value) =>
      form.setValue(name as FormName, value),
    );
  }, [form, trace]);

  const submit = useFormSubmission<ContactMessageInput, ContactMessage>({
    form,
    send: (message, idempotencyKey) => sendContactMessage(message, lang, idempotencyKey),
    queued: (message) => ({
      kind: 'contact',
      path: SENDS.contactMessage.route,
      label: `${message.first_name} ${message.last_name}: ${message.message.slice(0, 60)}`,
      fields: { ...message, [HONEYPOT_FIELD]: message[HONEYPOT_FIELD] ?? '' },
      multipart: false,
    }),
    fieldOf: (name) => CONTACT_FIELDS.find((field) => field === name),
    texts: t.contact,
  });
  // This form loads when the visitor comes near it: what a send's answer needs loads now.
  const { preload } = submit;
  useEffect(() => preload(), [preload]);

  return (
    <ContactFormLayout
      form={{ ref: formElement, onSubmit: form.handleSubmit(submit) }}
      field={(name) => ({ ...form.register(name), error: errors[name]?.message })}
      honeypot={form.register(HONEYPOT_FIELD)}
      canSend
      sending={isSubmitting}
    />
  );
}
