// The form built from a custom form's fields (the file field last), sent as multipart with
// a progress bar; success clears the form and the file, failure keeps them, and the
// service's field errors land on their fields.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { FILE_FIELD } from '@contract/api-routes';
import type { CustomForm } from '@contract/forms';
import { fieldKind, formMessages } from '@contract/form-rules';
import { useFormSubmission } from '@shared/forms/use-form-submission';
import { useHydrated } from '@shared/hydration/use-hydrated';
import { HoneypotField } from '@shared/forms/honeypot-field';
import { useLanguage } from '@shared/language/language-context';
import { FormFieldInput } from './form-field-input';
import type { Application } from './send-application';
import { UploadArea } from './upload-area';

type Values = Record<string, string>;

/** What sending needs, loaded when the visitor starts on the form (see `preload`). */
const loadCheck = () => import('./submission-check');
const loadSending = () => import('./send-application');

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

  const submit = useFormSubmission<Values, Application>({
    form: { reset, setError },
    send: async (application, idempotencyKey) => {
      const { sendApplication } = await loadSending();
      return sendApplication(application, lang, idempotencyKey, setProgress);
    },
    queued: async (application) => {
      const { APPLY_PATH, applicationFields } = await loadSending();
      const file = application.file;
      return {
        kind: 'application',
        path: APPLY_PATH,
        label: form.title,
        fields: applicationFields(application),
        multipart: true,
        file: file && { field: FILE_FIELD, name: file.name, type: file.type, data: file },
      };
    },
    fieldOf: (name) =>
      textFields.some((field) => field.field_details.field_name === name) ? name : undefined,
    onOtherError: (name, message) => {
      if (fileField && (name === fileField.field_details.field_name || name === FILE_FIELD))
        setFileError(message);
    },
    onCleared: () => setFiles([]),
    texts: t.application,
  });
  /**
   * Loads what a send needs as soon as the visitor starts on the form, so it is ready
   * (even if the network drops meanwhile) by the time they press send.
   */
  const preload = () => {
    for (const load of [loadCheck, loadSending]) void load().catch(() => undefined);
    submit.preload();
  };

  async function apply(values: Values) {
    if (fileField?.is_required && files.length === 0)
      return setFileError(formMessages(lang).required);
    setFileError(undefined);
    setProgress(0);
    try {
      await submit({ formId: form.id, data: values, file: files[0], honeypot });
    } finally {
      setProgress(null);
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(apply)(event)}
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
      <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
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
