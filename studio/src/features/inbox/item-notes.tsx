// A submission's internal notes, oldest first, and a form to add one (the contract's rule
// checked before sending; the service's refusal on the field).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { inboxNoteBody } from '@contract/studio/inbox';
import type { InboxItem } from '@contract/studio/inbox';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { TextAreaField } from '@studio/shared/forms/text-area-field';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { formatTime } from '@studio/shared/ui/format-time';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { useAddInboxNote } from './api/add-inbox-note';

const FIELDS = ['text'] as const;

export function ItemNotes({ item }: { item: InboxItem }) {
  const { t, language } = useLocale();
  const form = useForm({ resolver: zodResolver(inboxNoteBody), defaultValues: { text: '' } });
  const add = useAddInboxNote(item.box, item.id);
  const refused = useRefusalHandler(form.setError, FIELDS);
  const submit = form.handleSubmit(({ text }) =>
    add.mutate(text, {
      onSuccess: () => {
        form.reset();
        notify('success', t.inboxItem.noteAdded);
      },
      onError: refused,
    }),
  );
  return (
    <Section title={t.inboxItem.notes}>
      {item.notes.length === 0 ? (
        <p>{t.inboxItem.noNotes}</p>
      ) : (
        <ul className="grid gap-3">
          {item.notes.map((note) => (
            <li key={note.id} className="grid gap-1 border-b border-slate-300 pb-2">
              <p className="text-sm text-slate-600">
                {note.author ?? t.inboxItem.none} · {formatTime(note.at, language)}
              </p>
              <p className="whitespace-pre-wrap" dir="auto">
                {note.text}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="grid gap-3">
        <TextAreaField
          label={t.inboxItem.note}
          rows={3}
          dir="auto"
          error={form.formState.errors.text}
          registration={form.register('text')}
        />
        <SubmitButton busy={add.isPending}>{t.inboxItem.addNote}</SubmitButton>
      </form>
    </Section>
  );
}
