// The form built from a custom form's fields (the file field last), sent as multipart with
// a progress bar; success clears the form and the file, failure keeps them, and the
// service's field errors land on their fields.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { FILE_FIELD } from '@contract/api-routes';
import type { CustomForm } from '@contract/forms';
import { fieldKind, formMessages } from '@contract/form-rules';
import { ApiError } from '@shared/api/api-client';
import { useLanguage } from '@shared/language/language-context';
import { FormFieldInput } from './form-field-input';
import { isNetworkFailure } from '@shared/outbox/is-network-failure';
import { useHydrated } from '@shared/hydration/use-hydrated';
import { loadEnqueue } from '@shared/outbox/load-enqueue';
import { loadToasts, showToast } from '@shared/ui/show-toast';
import { UploadArea } from './upload-area';

type Values = Record<string, string>;

/** What sending needs, loaded when the visitor starts on the form (see `preload`). */
const loadCheck = () => import('./submission-check');
const loadSending = () => import('./send-application');

/**
 * Loads what a send needs as soon as the visitor starts on the form, so it is ready
 * (even if the network drops meanwhile) by the time they press send.
 */
function preload() {
  for (const load of [loadCheck, loadSending, loadEnqueue, loadToasts])
    void load().catch(() => undefined);
}

export function ApplicationForm({ form }: { form: CustomForm }) {
  const hydrated = useHydrated();
  const { lang, t } = useLanguage();
  const fields = useMemo(
    () => [...form.form_fields].sort((a, b) => a.order - b.order),
    [form.form_fields],
  );
  const fileField = fields.find((field) => fieldKind(field) === 'file');
  const textFields = fields.filter((field) => field !== fileField);
  // The schema (and zod) load at the first check, not while the page comes to life.
  const resolver = useMemo(() => {
    let check: Promise<Resolver<Values>> | undefined;
    const lazyCheck: Resolver<Values> = async (values, context, options) => {
      check ??= loadCheck().then(({ submissionResolver }) => submissionResolver(form, lang));
      return (await check)(values, context, options);
    };
    return lazyCheck;
  }, [form, lang]);
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({ resolver });
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [honeypot, setHoneypot] = useState('');

  async function submit(values: Values) {
    if (fileField?.is_required && files.length === 0)
      return setFileError(formMessages(lang).required);
    setFileError(undefined);
    setProgress(0);
    const application = { formId: form.id, data: values, file: files[0], honeypot };
    const idempotencyKey = crypto.randomUUID();
    const { APPLY_PATH, applicationFields, sendApplication } = await loadSending();
    try {
      await sendApplication(application, lang, idempotencyKey, setProgress);
      showToast('success', t.application.success);
      reset();
      setFiles([]);
    } catch (error) {
      // No network: the application and its file wait in the outbox, sent once later.
      if (error instanceof ApiError && isNetworkFailure(error.status)) {
        const file = application.file;
        const saved = await loadEnqueue()
          .then(({ enqueue }) =>
            enqueue({
              id: idempotencyKey,
              kind: 'application',
              path: APPLY_PATH,
              lang,
              label: form.title,
              fields: applicationFields(application),
              multipart: true,
              file: file && { field: FILE_FIELD, name: file.name, type: file.type, data: file },
            }),
          )
          .then(
            () => true,
            () => false,
          );
        if (saved) {
          showToast('info', t.outbox.saved);
          reset();
          setFiles([]);
          return;
        }
      }
      showToast('error', t.application.failure);
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        error.body &&
        typeof error.body === 'object'
      ) {
        for (const [name, messages] of Object.entries(error.body as Record<string, string[]>)) {
          if (fileField && (name === fileField.field_details.field_name || name === 'file_field'))
            setFileError(messages[0]);
          else if (textFields.some((field) => field.field_details.field_name === name))
            setError(name, { message: messages[0] }, { shouldFocus: true });
        }
      }
    } finally {
      setProgress(null);
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      onFocus={preload}
      onPointerDown={preload}
      noValidate
      className="grid gap-4"
    >
      {textFields.map((field) => (
        <FormFieldInput
          key={field.id}
          field={field}
          registration={register(field.field_details.field_name)}
          error={formState.errors[field.field_details.field_name]?.message}
        />
      ))}
      {fileField && (
        <UploadArea
          label={fileField.field_details.label}
          files={files}
          onChange={(next) => setFiles(next)}
          error={fileError}
        />
      )}
      {/* People never see this field; a bot that fills it is answered but not stored. */}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      {progress !== null && (
        <progress value={progress} max={1} aria-label={t.sending} className="w-full" />
      )}
      <button
        type="submit"
        // Until the page is interactive the browser would send the form itself, as an
        // address with the fields in it; the button (and with it Enter) waits instead.
        disabled={formState.isSubmitting || !hydrated}
        className="justify-self-start rounded-full bg-brand px-6 py-3 font-semibold text-white disabled:opacity-60"
      >
        {formState.isSubmitting ? t.sending : form.sending_button_text || t.application.send}
      </button>
    </form>
  );
}
