// How a form sends what the visitor wrote, the same for every form: one Idempotency-Key per
// press of send; on success a toast and the form cleared; a send the network lost kept in
// the outbox (delivered once, later) and the visitor told so, the form cleared; any other
// failure a toast, the form kept, and the service's field errors (its 400) on their fields.
// Each form says only what differs: its request, where its errors go and its texts.
// Loaded with the forms' own code, never with a page's first load.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@shared/api/api-client';
import { useLanguage } from '@shared/language/language-context';
import type * as Enqueue from '@shared/outbox/enqueue';
import { isNetworkFailure } from '@shared/outbox/is-network-failure';
import { loadEnqueue } from '@shared/outbox/load-enqueue';
import { showLoadingToast, showToast, withoutLeadingMark } from '@shared/ui/show-toast';
import type { ToastType } from '@shared/ui/show-toast';
import { TOAST_AUTO_CLOSE_MS } from '@shared/ui/toast-timing';

/** A send as the outbox keeps it, less its key and language (the hook adds them). */
export type QueuedSend = Omit<Parameters<typeof Enqueue.enqueue>[0], 'id' | 'lang'>;

export interface FormSubmission<Values extends FieldValues, Request> {
  /** Cleared after a send or a queued send; given the service's field errors. */
  form: Pick<UseFormReturn<Values>, 'reset' | 'setError'>;
  /** Sends the request; throws an ApiError when it fails. */
  send(request: Request, idempotencyKey: string): Promise<unknown>;
  /** What the outbox keeps of a request the network lost. */
  queued(request: Request): QueuedSend | Promise<QueuedSend>;
  /** The form's field that shows the service's message for one of its field names. */
  fieldOf(name: string): FieldPath<Values> | undefined;
  /** A service message for a name that is no field of the form (a file's). */
  onOtherError?(name: string, message: string): void;
  /** What is cleared with the form (a chosen file). */
  onCleared?(): void;
  /** A spinner toast while sending (without one the answer's toast is the first). */
  texts: { pending?: string; success: string; failure: string };
}

/** The service's 400: field name → its messages. */
function fieldErrors(error: unknown): [string, string[]][] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  if (!error.body || typeof error.body !== 'object') return [];
  return Object.entries(error.body as Record<string, string[]>);
}

/** Returns the submit handler to give `handleSubmit`; it never throws. */
export function useFormSubmission<Values extends FieldValues, Request>(
  options: FormSubmission<Values, Request>,
): (request: Request) => Promise<void> {
  const { lang, t } = useLanguage();
  const { form, send, queued, fieldOf, onOtherError, onCleared, texts } = options;

  /** Puts the request in the outbox; false when it could not be kept. */
  const keep = (request: Request, id: string): Promise<boolean> =>
    Promise.all([loadEnqueue(), queued(request)])
      .then(([{ enqueue }, item]) => enqueue({ ...item, id, lang }))
      .then(
        () => true,
        () => false,
      );

  return async function submit(request) {
    const sending = texts.pending === undefined ? undefined : showLoadingToast(texts.pending);
    const tell = (type: ToastType, text: string) => {
      const render = withoutLeadingMark(text);
      if (!sending) return showToast(type, render);
      sending.update({ render, type, isLoading: false, autoClose: TOAST_AUTO_CLOSE_MS });
    };
    const clear = () => {
      form.reset();
      onCleared?.();
    };
    const idempotencyKey = crypto.randomUUID();
    try {
      await send(request, idempotencyKey);
      tell('success', texts.success);
      return clear();
    } catch (error) {
      // No network: the request waits in the outbox and is sent once, when it returns.
      const lost = error instanceof ApiError && isNetworkFailure(error.status);
      if (lost && (await keep(request, idempotencyKey))) {
        tell('info', t.outbox.saved);
        return clear();
      }
      tell('error', texts.failure);
      for (const [name, messages] of fieldErrors(error)) {
        const field = fieldOf(name);
        if (field) form.setError(field, { message: messages[0] }, { shouldFocus: true });
        else onOtherError?.(name, messages[0] ?? '');
      }
    }
  };
}
