// A new custom page, written in the source language (Persian): its title, its address (the
// rule on the field) and a plain-text body; once created, its editor opens.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { STUDIO_RULES } from '@contract/studio/accounts';
import { pageFields, pagePath } from '@contract/studio/custom-pages';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { TextAreaField } from '@studio/shared/forms/text-area-field';
import { TextField } from '@studio/shared/forms/text-field';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { pageHref } from '@studio/shared/paths';
import { plainTextToHtml } from '@studio/shared/rich-text/plain-text-to-html';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { useCreatePage } from './api/create-page';

const newPageForm = z.object({
  title: pageFields.shape.title.min(1, STUDIO_RULES.required),
  path: pagePath,
  body: z.string().trim().min(1, STUDIO_RULES.required),
});
const FIELDS = ['title', 'path', 'body'] as const;

export function NewPageForm() {
  const { t } = useLocale();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(newPageForm),
    defaultValues: { title: '', path: '', body: '' },
  });
  const { errors } = form.formState;
  const create = useCreatePage();
  const refused = useRefusalHandler(form.setError, FIELDS);
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, body: plainTextToHtml(values.body) },
      {
        onSuccess: (page) => {
          notify('success', t.pages.created);
          void navigate(pageHref(page.id, page.sourceLanguage));
        },
        onError: refused,
      },
    ),
  );

  return (
    <Section title={t.pages.newPage}>
      <p>{t.pages.newPageIntro}</p>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label={t.pages.fields.title}
          dir="rtl"
          lang="fa"
          error={errors.title}
          registration={form.register('title')}
        />
        <TextField
          label={t.pages.fields.path}
          dir="auto"
          hint={t.pages.pathHint}
          error={errors.path}
          registration={form.register('path')}
        />
        <TextAreaField
          label={t.pages.fields.body}
          dir="rtl"
          lang="fa"
          rows={6}
          hint={t.posts.bodyHint}
          error={errors.body}
          registration={form.register('body')}
        />
        <SubmitButton busy={create.isPending}>{t.pages.create}</SubmitButton>
      </form>
    </Section>
  );
}
