// The contact form: the shared contract's rules and Persian messages in the browser, the
// spec's toasts while sending, the form cleared on success and kept on failure, and the
// service's own field errors shown on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ContactMessage, ContactMessageInput } from '../../../../contract/contact';
import { contactMessage } from '../../../../contract/contact';
import { ApiError } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/language/language-context';
import { isNetworkFailure } from '../../../shared/outbox/is-network-failure';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { loadEnqueue, usePreloadedOutbox } from '../../../shared/outbox/load-enqueue';
import { showLoadingToast, usePreloadedToasts } from '../../../shared/ui/show-toast';
import { TOAST_AUTO_CLOSE_MS } from '../../../shared/ui/toasts';
import { sendContactMessage } from './send-contact-message';
import { ContactField } from './contact-field';

const FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'message'] as const;

export function ContactForm() {
  usePreloadedOutbox();
  usePreloadedToasts();
  const hydrated = useHydrated();
  const { lang, t } = useLanguage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessage),
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

  async function submit(message: ContactMessage) {
    const sending = showLoadingToast(t.contact.pending);
    const idempotencyKey = crypto.randomUUID();
    try {
      await sendContactMessage(message, lang, idempotencyKey);
      sending.update({
        render: t.contact.success,
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
              path: '/contact-us/v1/',
              lang,
              label: `${message.first_name} ${message.last_name}: ${message.message.slice(0, 60)}`,
              fields: { ...message, website: message.website ?? '' },
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
        render: t.contact.failure,
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
          if ((FIELDS as readonly string[]).includes(field)) {
            form.setError(
              field as (typeof FIELDS)[number],
              { message: messages[0] },
              { shouldFocus: true },
            );
          }
        }
      }
    }
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    ...form.register(name),
    error: errors[name]?.message,
    label: t.contact[name],
  });

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      className="mx-auto mt-10 grid max-w-3xl gap-4 md:grid-cols-2"
    >
      <ContactField {...field('first_name')} autoComplete="given-name" />
      <ContactField {...field('last_name')} autoComplete="family-name" />
      <ContactField {...field('email')} type="email" autoComplete="email" dir="ltr" />
      <ContactField
        {...field('phone_number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
      />
      <ContactField {...field('message')} multiline className="md:col-span-2" />
      {/* People never see this field; a bot that fills it is answered but not stored. */}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label>
          website
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <button
        type="submit"
        // Until the page is interactive the browser would send the form itself, as an
        // address with the fields in it; the button (and with it Enter) waits instead.
        disabled={isSubmitting || !hydrated}
        className="rounded-full bg-[#0b2545] px-6 py-3 font-semibold text-white disabled:opacity-60 md:col-span-2 md:justify-self-start"
      >
        {isSubmitting ? t.sending : t.contact.send}
      </button>
    </form>
  );
}
