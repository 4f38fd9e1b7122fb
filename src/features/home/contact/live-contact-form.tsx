// The contact form: the shared contract's rules and Persian messages in the browser, the
// spec's toasts while sending, the form cleared on success and kept on failure, and the
// service's own field errors shown on their fields. Loaded by ContactForm when the
// visitor comes near; it takes over what was typed in the still form it replaces.
import { HONEYPOT_FIELD, SENDS } from '@contract/api-routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactMessage, ContactMessageInput } from '@contract/contact';
import { contactMessageIn } from '@contract/contact';
import { ApiError } from '@shared/api/api-client';
import { useLanguage } from '@shared/language/language-context';
import { isNetworkFailure } from '@shared/outbox/is-network-failure';
import { loadEnqueue, usePreloadedOutbox } from '@shared/outbox/load-enqueue';
import { showLoadingToast, usePreloadedToasts, withoutLeadingMark } from '@shared/ui/show-toast';
import { TOAST_AUTO_CLOSE_MS } from '@shared/ui/toast-timing';
import { CONTACT_FIELDS, ContactFormLayout } from './contact-form-layout';
import type { ContactFieldName } from './contact-form-layout';
import { sendContactMessage } from './send-contact-message';
import type { StillFormTrace } from './still-form-trace';
import { takeOverStillForm } from './still-form-trace';

type FormName = keyof ContactMessageInput;

export function LiveContactForm({ trace }: { trace: RefObject<StillFormTrace> }) {
  usePreloadedOutbox();
  usePreloadedToasts();
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

  async function submit(message: ContactMessage) {
    const sending = showLoadingToast(t.contact.pending);
    const idempotencyKey = crypto.randomUUID();
    try {
      await sendContactMessage(message, lang, idempotencyKey);
      sending.update({
        render: withoutLeadingMark(t.contact.success),
        type: 'success',
        isLoading: false,
        autoClose: TOAST_AUTO_CLOSE_MS,
      });
      form.reset();
    } catch (error) {
      // No network: the message waits in the outbox and is sent once, when it returns.
      if (error instanceof ApiError && isNetworkFailure(error.status)) {
        const saved = await loadEnqueue()
          .then(({ enqueue }) =>
            enqueue({
              id: idempotencyKey,
              kind: 'contact',
              path: SENDS.contactMessage.route,
              lang,
              label: `${message.first_name} ${message.last_name}: ${message.message.slice(0, 60)}`,
              fields: { ...message, [HONEYPOT_FIELD]: message[HONEYPOT_FIELD] ?? '' },
              multipart: false,
            }),
          )
          .then(
            () => true,
            () => false,
          );
        if (saved) {
          sending.update({
            render: t.outbox.saved,
            type: 'info',
            isLoading: false,
            autoClose: TOAST_AUTO_CLOSE_MS,
          });
          form.reset();
          return;
        }
      }
      sending.update({
        render: withoutLeadingMark(t.contact.failure),
        type: 'error',
        isLoading: false,
        autoClose: TOAST_AUTO_CLOSE_MS,
      });
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        error.body &&
        typeof error.body === 'object'
      ) {
        for (const [field, messages] of Object.entries(error.body as Record<string, string[]>)) {
          if ((CONTACT_FIELDS as readonly string[]).includes(field)) {
            form.setError(
              field as ContactFieldName,
              { message: messages[0] },
              { shouldFocus: true },
            );
          }
        }
      }
    }
  }

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
