// Erasure of everything one person sent, by e-mail: asked again before anything is deleted,
// then how many messages and applications went is said.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { eraseBody } from '@contract/studio/inbox';
import { EmailField } from '@studio/shared/forms/account-fields';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Section } from '@studio/shared/ui/section';
import { useEraseSender } from './api/erase-sender';

const FIELDS = ['email'] as const;

export function EraseForm() {
  const { t } = useLocale();
  const form = useForm({ resolver: zodResolver(eraseBody), defaultValues: { email: '' } });
  const erase = useEraseSender();
  const refused = useRefusalHandler(form.setError, FIELDS);
  const [asking, setAsking] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  const submit = form.handleSubmit(({ email }) => {
    setDone(null);
    setAsking(email);
  });
  const eraseNow = (email: string) =>
    erase.mutate(email, {
      onSuccess: ({ messages, applications }) => {
        setAsking(null);
        form.reset();
        setDone(t.retention.erased(messages, applications));
      },
      onError: (error) => {
        setAsking(null);
        refused(error);
      },
    });

  return (
    <Section title={t.retention.erase}>
      <p>{t.retention.eraseIntro}</p>
      <form noValidate onSubmit={submit} className="grid gap-3">
        <EmailField form={form} name="email" autoComplete="off" />
        {!asking && <SubmitButton busy={erase.isPending}>{t.retention.eraseSubmit}</SubmitButton>}
      </form>
      {asking && (
        <div
          role="group"
          aria-label={t.retention.erase}
          className="grid gap-2 rounded border border-danger p-3"
        >
          <p>{t.retention.eraseSure(asking)}</p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={confirm}
              type="button"
              className="button"
              disabled={erase.isPending}
              onClick={() => eraseNow(asking)}
            >
              {t.retention.eraseConfirm}
            </button>
            <button type="button" className="button-quiet" onClick={() => setAsking(null)}>
              {t.inboxItem.keep}
            </button>
          </div>
        </div>
      )}
      <p role="status">{done}</p>
    </Section>
  );
}
