// An image's alt text in each of the site's languages, each written in its own direction.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { mediaAlt } from '@contract/studio/media';
import type { MediaItem } from '@contract/studio/media';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { TextField } from '@studio/shared/forms/text-field';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { languageName } from '@studio/shared/translated-items/language-name';
import { useSaveMediaAlt } from './api/save-media-alt';

const altForm = z.object({ alt: z.record(z.string(), mediaAlt) });
const FIELDS = ['alt'] as const;

export function AltForm({ item }: { item: MediaItem }) {
  const { t } = useLocale();
  const values = {
    alt: Object.fromEntries(item.altLanguages.map(({ lang }) => [lang, item.alt[lang] ?? ''])),
  };
  const form = useForm({ resolver: zodResolver(altForm), values });
  const save = useSaveMediaAlt(item.id);
  const refused = useRefusalHandler(form.setError, FIELDS);
  const submit = form.handleSubmit((body) =>
    save.mutate(body.alt, {
      onSuccess: () => notify('success', t.media.altSaved),
      onError: refused,
    }),
  );
  const errors = form.formState.errors.alt as Record<string, { message?: string }> | undefined;

  return (
    <Section title={t.media.altTitle}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <p>{t.media.altIntro}</p>
        {item.altLanguages.map(({ lang, direction }) => (
          <TextField
            key={lang}
            label={t.media.altIn(languageName(t, lang))}
            lang={lang}
            dir={direction}
            error={errors?.[lang] as never}
            registration={form.register(`alt.${lang}`)}
          />
        ))}
        <SubmitButton busy={save.isPending}>{t.media.saveAlt}</SubmitButton>
      </form>
    </Section>
  );
}
