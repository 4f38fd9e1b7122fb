// A submission's status and assignee, saved with a button (not on selection, so moving
// through the choices by keyboard changes nothing); each change goes into its history.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { SUBMISSION_STATUSES } from '@contract/studio/inbox';
import type { InboxItem, SubmissionStatus } from '@contract/studio/inbox';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { useChangeInboxItem } from './api/change-inbox-item';
import { useInboxAssignees } from './api/get-inbox-assignees';

export function ReviewForm({ item }: { item: InboxItem }) {
  const { t } = useLocale();
  const id = useId();
  const assignees = useInboxAssignees().data?.results ?? [];
  // A choice not saved yet; null shows the submission as stored.
  const [chosenStatus, setStatus] = useState<SubmissionStatus | null>(null);
  const [chosenAssignee, setAssignee] = useState<string | null>(null);
  const status = chosenStatus ?? item.status;
  const assignee = chosenAssignee ?? String(item.assignee?.id ?? '');
  const change = useChangeInboxItem();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      {
        box: item.box,
        id: item.id,
        change: { status, assigneeId: assignee ? Number(assignee) : null },
      },
      {
        onSuccess: () => {
          setStatus(null);
          setAssignee(null);
          notify('success', t.inboxItem.reviewSaved);
        },
        onError: (error) => notify('error', refusalMessage(t, error)),
      },
    );
  };
  return (
    <Section title={t.inboxItem.review}>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-status`} className="font-bold">
            {t.inbox.status}
          </label>
          <select
            id={`${id}-status`}
            className="field"
            value={status}
            onChange={(event) => setStatus(event.target.value as SubmissionStatus)}
          >
            {SUBMISSION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t.inbox.statuses[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-assignee`} className="font-bold">
            {t.inbox.assignee}
          </label>
          <select
            id={`${id}-assignee`}
            className="field"
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
          >
            <option value="">{t.inbox.nobody}</option>
            {assignees.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton busy={change.isPending}>{t.inboxItem.saveReview}</SubmitButton>
      </form>
    </Section>
  );
}
