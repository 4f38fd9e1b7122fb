// Each box's retention: days before the trash and days in the trash before deletion, empty
// for ever. Checked with the contract's schema; the service's refusals (a deletion without
// a trash first) land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { retentionRules } from '@contract/studio/inbox';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { TextField } from '@studio/shared/forms/text-field';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { useSaveRetention } from './api/save-retention';

type Rules = z.infer<typeof retentionRules>;
export interface RetentionBox {
  box: string;
  name: string;
}

const days = (value: unknown) => (value === '' || value === null ? null : Number(value));

export function RetentionForm({ boxes, rules }: { boxes: RetentionBox[]; rules: Rules['rules'] }) {
  const { t } = useLocale();
  const stored = new Map(rules.map((rule) => [rule.box, rule]));
  const form = useForm<Rules>({
    resolver: zodResolver(retentionRules),
    defaultValues: {
      rules: boxes.map(({ box }) => ({
        box,
        trashAfterDays: stored.get(box)?.trashAfterDays ?? null,
        deleteAfterDays: stored.get(box)?.deleteAfterDays ?? null,
      })),
    },
  });
  const fields = boxes.flatMap((_, index) => [
    `rules.${index}.trashAfterDays` as const,
    `rules.${index}.deleteAfterDays` as const,
  ]);
  const refused = useRefusalHandler(form.setError, fields);
  const save = useSaveRetention();
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notify('success', t.retention.saved),
      onError: refused,
    }),
  );
  const errors = form.formState.errors.rules;

  return (
    <Section title={t.retention.caption}>
      <p>{t.retention.intro}</p>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {boxes.map(({ box, name }, index) => (
          <fieldset key={box} className="grid gap-3 border-t border-slate-300 pt-3 sm:grid-cols-2">
            <legend className="font-bold" dir="auto">
              {name}
            </legend>
            <TextField
              label={t.retention.trashAfter(name)}
              type="number"
              inputMode="numeric"
              min={1}
              max={3650}
              error={errors?.[index]?.trashAfterDays}
              registration={form.register(`rules.${index}.trashAfterDays`, { setValueAs: days })}
            />
            <TextField
              label={t.retention.deleteAfter(name)}
              type="number"
              inputMode="numeric"
              min={1}
              max={3650}
              error={errors?.[index]?.deleteAfterDays}
              registration={form.register(`rules.${index}.deleteAfterDays`, { setValueAs: days })}
            />
          </fieldset>
        ))}
        <SubmitButton busy={save.isPending}>{t.retention.save}</SubmitButton>
      </form>
    </Section>
  );
}
