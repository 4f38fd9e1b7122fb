// How a form sends what the visitor wrote, the same for every form: one Idempotency-Key per
// press of send; on success a toast and the form cleared (or kept, for a form that goes on
// editing what it saved); a send the network lost kept in the outbox (delivered once,
// later) and the visitor told so, the form cleared; a save based on an old version (the
// service's 412) handed to the form with the current version; any other failure a toast,
// the form kept, and the service's field errors (its 400) on their fields.
// Each form says only what differs: its request, where its errors go and its texts.
// Loaded with the forms' own code, never with a page's first load.
import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@shared/api/api-client';
import { useLanguage } from '@shared/language/language-context';
import type * as Enqueue from '@shared/outbox/enqueue';
import { isNetworkFailure } from '@shared/outbox/is-network-failure';
import { loadEnqueue } from '@shared/outbox/load-enqueue';
import { loadToasts, showLoadingToast, showToast, withoutLeadingMark } from '@shared/ui/show-toast';
import type { ToastType } from '@shared/ui/show-toast';
import { TOAST_AUTO_CLOSE_MS } from '@shared/ui/toast-timing';

/** A send as the outbox keeps it, less its key and language (the hook adds them). */
export type QueuedSend = Omit<Parameters<typeof Enqueue.enqueue>[0], 'id' | 'lang'>;

export interface FormSubmission<Values extends FieldValues, Request, Result = unknown> {
  /** Cleared after a send or a queued send; given the service's field errors. */
  form: Pick<UseFormReturn<Values>, 'reset' | 'setError'>;
  /** Sends the request; throws an ApiError when it fails. */
  send(request: Request, idempotencyKey: string): Promise<Result>;
  /**
   * What the outbox keeps of a request the network lost. Without it a lost send is a
   * failure like any other: a toast, and the form kept.
   */
  queued?(request: Request): QueuedSend | Promise<QueuedSend>;
  /** The form's field that shows the service's message for one of its field names. */
  fieldOf(name: string): FieldPath<Values> | undefined;
  /** A service message for a name that is no field of the form (a file's). */
  onOtherError?(name: string, message: string): void;
  /** What is cleared with the form (a chosen file). */
  onCleared?(): void;
  /** The send's answer, after the success toast (and after the form was cleared). */
  onSuccess?(result: Result): void;
  /**
   * The service's current version when the send was based on an older one (its 412):
   * given instead of the failure toast, the form kept. Without it a 412 is a failure.
   */
  onConflict?(current: unknown): void;
  /** False keeps the form as it is after a send (a save that goes on editing). */
  resetOnSuccess?: boolean;
  /** A spinner toast while sending (without one the answer's toast is the first). */
  texts: { pending?: string; success: string; failure: string };
}

/** The submit handler to give `handleSubmit`; it never throws. */
export interface Submit<Request> {
  (request: Request): Promise<void>;
  /**
   * Starts loading what the answer to a send needs (the toasts, and the outbox when the
   * form uses it), so it is there even if the network drops before the visitor sends.
   */
  preload(): void;
}

/** The service's 400: field name → its messages. */
function fieldErrors(error: unknown): [string, string[]][] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  if (!error.body || typeof error.body !== 'object') return [];
  return Object.entries(error.body as Record<string, string[]>);
}

const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 412;

const isLost = (error: unknown) => error instanceof ApiError && isNetworkFailure(error.status);

const ignore = () => undefined;

export function useFormSubmission<Values extends FieldValues, Request, Result = unknown>(
  options: FormSubmission<Values, Request, Result>,
): Submit<Request> {
  const { lang, t } = useLanguage();
  const { form, send, queued, fieldOf, onOtherError, onCleared, texts } = options;
  const { onSuccess, onConflict, resetOnSuccess = true } = options;

  const usesOutbox = queued !== undefined;
  const preload = useCallback(() => {
    loadToasts().catch(ignore);
    if (usesOutbox) loadEnqueue().catch(ignore);
  }, [usesOutbox]);

  /** Puts the request in the outbox; false when it could not be kept (or has no outbox). */
  const keep = async (request: Request, id: string): Promise<boolean> => {
    if (!queued) return false;
    return Promise.all([loadEnqueue(), queued(request)])
      .then(([{ enqueue }, item]) => enqueue({ ...item, id, lang }))
      .then(
        () => true,
        () => false,
      );
  };

  async function submit(request: Request): Promise<void> {
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
    let result: Result;
    try {
      result = await send(request, idempotencyKey);
    } catch (error) {
      // No network: the request waits in the outbox and is sent once, when it returns.
      if (isLost(error) && (await keep(request, idempotencyKey))) {
        tell('info', t.outbox.saved);
        return clear();
      }
      if (onConflict && isConflict(error)) {
        sending?.dismiss();
        return onConflict(error.body);
      }
      tell('error', texts.failure);
      for (const [name, messages] of fieldErrors(error)) {
        const field = fieldOf(name);
        if (field) form.setError(field, { message: messages[0] }, { shouldFocus: true });
        else onOtherError?.(name, messages[0] ?? '');
      }
      return;
    }
    tell('success', texts.success);
    if (resetOnSuccess) clear();
    onSuccess?.(result);
  }
  return Object.assign(submit, { preload });
}
