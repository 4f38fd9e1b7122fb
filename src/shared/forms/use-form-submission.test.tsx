// A form sending through useFormSubmission, with the real toasts and the real outbox (on
// fake IndexedDB): what the visitor sees and what is kept after a send that succeeds, one
// the network loses (kept, or not when the outbox cannot take it or the form has none), a
// 400 with field errors, a 412 for a save based on an old version, and any other failure.
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/api-client';
import { LanguageContext } from '@shared/language/language-context';
import type { LanguageState } from '@shared/language/language-context';
import { outboxDb } from '@shared/outbox/outbox-db';
import { Toasts } from '@shared/ui/toasts';
import { fa } from '../../locales/fa';
import type { FormSubmission, QueuedSend } from './use-form-submission';
import { useFormSubmission } from './use-form-submission';

interface Values {
  name: string;
  email: string;
}

const language: LanguageState = {
  lang: 'fa',
  dir: 'rtl',
  languages: [],
  t: fa,
  switching: false,
  setLanguage: () => undefined,
};

const queuedAs = (values: Values): QueuedSend => ({
  kind: 'contact',
  path: '/contact-us/v1/',
  label: values.name,
  fields: { ...values },
  multipart: false,
});

type Options = Partial<Omit<FormSubmission<Values, Values>, 'form'>>;

/** The options with `queued` left out altogether (a form without an outbox). */
const withoutOutbox = (options: Options): Options => ({ ...options, queued: undefined });

function TestForm(options: Options) {
  const form = useForm<Values>({ defaultValues: { name: '', email: '' } });
  const submit = useFormSubmission<Values, Values>({
    form,
    send: async () => undefined,
    queued: queuedAs,
    fieldOf: (name) => (name === 'name' || name === 'email' ? name : undefined),
    texts: { success: '✅ فرستاده شد', failure: '❌ فرستاده نشد' },
    ...options,
  });
  const error = (name: keyof Values) => form.formState.errors[name]?.message;
  return (
    <form onSubmit={form.handleSubmit(submit)}>
      <label>
        نام
        <input {...form.register('name')} />
      </label>
      {error('name') && <p role="alert">{error('name')}</p>}
      <label>
        ایمیل
        <input {...form.register('email')} />
      </label>
      {error('email') && <p role="alert">{error('email')}</p>}
      <button type="submit">ارسال</button>
    </form>
  );
}

function renderForm(options: Options = {}) {
  render(
    <LanguageContext.Provider value={language}>
      <TestForm {...options} />
      <Toasts />
    </LanguageContext.Provider>,
  );
  const name = screen.getByLabelText('نام') as HTMLInputElement;
  const email = screen.getByLabelText('ایمیل') as HTMLInputElement;
  fireEvent.change(name, { target: { value: 'نگار' } });
  fireEvent.change(email, { target: { value: 'negar@example.com' } });
  return { name, email, send: () => fireEvent.click(screen.getByRole('button')) };
}

/** The text of the toast on screen, once there is one saying `text`. */
const toastSaying = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

const offline = () => Promise.reject(new ApiError('Network Error', undefined));

describe('useFormSubmission', () => {
  afterEach(async () => {
    await outboxDb.items.clear();
  });

  it('sends with a fresh Idempotency-Key, says so and clears the form', async () => {
    const send = vi.fn(async (_values: Values, _key: string) => undefined);
    const onCleared = vi.fn();
    const { name, email, send: press } = renderForm({ send, onCleared });
    press();
    // The mark at the start is what the toast's own icon draws.
    await toastSaying('فرستاده شد');
    expect(send).toHaveBeenCalledWith(
      { name: 'نگار', email: 'negar@example.com' },
      expect.any(String),
    );
    expect(send.mock.calls[0]![1]).toMatch(/^[\da-f-]{36}$/);
    expect([name.value, email.value]).toEqual(['', '']);
    expect(onCleared).toHaveBeenCalledOnce();
    expect(await outboxDb.items.count()).toBe(0);
  });

  it('keeps a send the network lost in the outbox under its key, says so and clears the form', async () => {
    const send = vi.fn((_values: Values, _key: string) => offline());
    const onCleared = vi.fn();
    const { name, send: press } = renderForm({ send, onCleared });
    press();
    await toastSaying(fa.outbox.saved);
    const [item] = await outboxDb.items.toArray();
    expect(item).toMatchObject({
      id: send.mock.calls[0]![1],
      kind: 'contact',
      lang: 'fa',
      path: '/contact-us/v1/',
      label: 'نگار',
      fields: { name: 'نگار', email: 'negar@example.com' },
      state: 'queued',
    });
    expect(name.value).toBe('');
    expect(onCleared).toHaveBeenCalledOnce();
  });

  it('keeps what was typed and says the send failed when the outbox cannot take it', async () => {
    const onCleared = vi.fn();
    const queued = () => Promise.reject(new Error('the outbox code could not load'));
    const { name, send: press } = renderForm({ send: offline, queued, onCleared });
    press();
    await toastSaying('فرستاده نشد');
    expect(name.value).toBe('نگار');
    expect(onCleared).not.toHaveBeenCalled();
    expect(await outboxDb.items.count()).toBe(0);
  });

  it("puts the service's 400 messages on their fields and passes on the others", async () => {
    const onOtherError = vi.fn();
    const answer = { email: ['ایمیل معتبر نیست'], file_field: ['فایل بزرگ است'] };
    const send = () => Promise.reject(new ApiError('Bad Request', 400, answer));
    const { name, email, send: press } = renderForm({ send, onOtherError });
    press();
    await toastSaying('فرستاده نشد');
    expect((await within(email.form!).findByRole('alert')).textContent).toBe('ایمیل معتبر نیست');
    expect(document.activeElement).toBe(email);
    expect(onOtherError).toHaveBeenCalledWith('file_field', 'فایل بزرگ است');
    expect([name.value, email.value]).toEqual(['نگار', 'negar@example.com']);
    expect(await outboxDb.items.count()).toBe(0);
  });

  it('keeps what was typed and says the send failed on any other failure', async () => {
    const onCleared = vi.fn();
    const send = () => Promise.reject(new ApiError('Internal Server Error', 500, {}));
    const { name, send: press } = renderForm({ send, onCleared });
    press();
    await toastSaying('فرستاده نشد');
    expect(within(name.form!).queryByRole('alert')).toBe(null);
    expect(name.value).toBe('نگار');
    expect(onCleared).not.toHaveBeenCalled();
    expect(await outboxDb.items.count()).toBe(0);
  });

  it('shows a spinner toast while sending and replaces it with the answer', async () => {
    let answer = () => undefined as void;
    const send = () => new Promise<void>((resolve) => (answer = resolve));
    const { send: press } = renderForm({
      send,
      texts: { pending: 'در حال ارسال...', success: 'فرستاده شد', failure: 'فرستاده نشد' },
    });
    press();
    await toastSaying('در حال ارسال...');
    await act(async () => answer());
    await toastSaying('فرستاده شد');
    expect(screen.queryByText('در حال ارسال...')).toBe(null);
  });

  it('says the send failed and keeps what was typed when the network is lost and there is no outbox', async () => {
    const onCleared = vi.fn();
    const { name, email, send: press } = renderForm(withoutOutbox({ send: offline, onCleared }));
    press();
    await toastSaying('فرستاده نشد');
    expect(screen.queryByText(fa.outbox.saved)).toBe(null);
    expect([name.value, email.value]).toEqual(['نگار', 'negar@example.com']);
    expect(onCleared).not.toHaveBeenCalled();
    expect(await outboxDb.items.count()).toBe(0);
  });

  it("hands a 412's current version to onConflict, without the failure toast, and keeps what was typed", async () => {
    const current = { id: 7, version: 4, name: 'نگار احمدی' };
    const onConflict = vi.fn();
    const onCleared = vi.fn();
    const onSuccess = vi.fn();
    const send = () => Promise.reject(new ApiError('Precondition Failed', 412, current));
    const {
      name,
      email,
      send: press,
    } = renderForm({
      send,
      onConflict,
      onCleared,
      onSuccess,
      texts: { pending: 'در حال ارسال...', success: 'فرستاده شد', failure: 'فرستاده نشد' },
    });
    press();
    await vi.waitFor(() => expect(onConflict).toHaveBeenCalledWith(current));
    expect(onConflict).toHaveBeenCalledOnce();
    // The spinner leaves (happy-dom plays no animation: its end is played here); neither
    // outcome is told, the form shows the conflict itself.
    const spinner = (await toastSaying('در حال ارسال...')).closest('.Toastify__toast')!;
    await vi.waitFor(() => expect(spinner.className).toContain('exit'));
    fireEvent.animationEnd(spinner);
    await vi.waitFor(() => expect(screen.queryByText('در حال ارسال...')).toBe(null));
    expect(screen.queryByText('فرستاده نشد')).toBe(null);
    expect(screen.queryByText('فرستاده شد')).toBe(null);
    expect([name.value, email.value]).toEqual(['نگار', 'negar@example.com']);
    expect(within(name.form!).queryByRole('alert')).toBe(null);
    expect(onCleared).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(await outboxDb.items.count()).toBe(0);
  });

  it('treats a 412 as any other failure when the form has no onConflict', async () => {
    const send = () => Promise.reject(new ApiError('Precondition Failed', 412, { version: 4 }));
    const { name, send: press } = renderForm({ send });
    press();
    await toastSaying('فرستاده نشد');
    expect(name.value).toBe('نگار');
  });

  it("gives onSuccess the send's answer after the form is cleared", async () => {
    const saved = { id: 7, version: 5 };
    const send = vi.fn(async (_values: Values, _key: string) => saved);
    const values: string[][] = [];
    const onSuccess = vi.fn(() => {
      const inputs = [screen.getByLabelText('نام'), screen.getByLabelText('ایمیل')];
      values.push(inputs.map((input) => (input as HTMLInputElement).value));
    });
    const { send: press } = renderForm({ send, onSuccess });
    press();
    await toastSaying('فرستاده شد');
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(saved);
    expect(values).toEqual([['', '']]);
  });

  it('keeps the form as it is after a send when asked not to reset', async () => {
    const saved = { id: 7, version: 5 };
    const onCleared = vi.fn();
    const onSuccess = vi.fn();
    const {
      name,
      email,
      send: press,
    } = renderForm({
      send: async () => saved,
      resetOnSuccess: false,
      onCleared,
      onSuccess,
    });
    press();
    await toastSaying('فرستاده شد');
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(saved);
    expect([name.value, email.value]).toEqual(['نگار', 'negar@example.com']);
    expect(onCleared).not.toHaveBeenCalled();
  });
});
