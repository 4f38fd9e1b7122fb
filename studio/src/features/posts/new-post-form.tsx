// A new post, written in the source language (Persian): title, short description and a
// plain-text body; once created, its editor opens.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { STUDIO_RULES } from '@contract/studio/accounts';
import { postFields } from '@contract/studio/posts';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { TextAreaField } from '@studio/shared/forms/text-area-field';
import { TextField } from '@studio/shared/forms/text-field';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { postHref } from '@studio/shared/paths';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { plainTextToHtml } from '@studio/shared/rich-text/plain-text-to-html';
import { useCreatePost } from './api/create-post';

const newPostForm = z.object({
  title: postFields.shape.title.min(1, STUDIO_RULES.required),
  shortDescription: postFields.shape.shortDescription,
  body: z.string().trim().min(1, STUDIO_RULES.required),
});
const FIELDS = ['title', 'shortDescription', 'body'] as const;

export function NewPostForm() {
  const { t } = useLocale();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(newPostForm),
    defaultValues: { title: '', shortDescription: '', body: '' },
  });
  const { errors } = form.formState;
  const create = useCreatePost();
  const refused = useRefusalHandler(form.setError, FIELDS);
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, body: plainTextToHtml(values.body) },
      {
        onSuccess: (post) => {
          notify('success', t.posts.created);
          void navigate(postHref(post.id, post.sourceLanguage));
        },
        onError: refused,
      },
    ),
  );

  return (
    <Section title={t.posts.newPost}>
      <p>{t.posts.newPostIntro}</p>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label={t.posts.fields.title}
          dir="rtl"
          lang="fa"
          error={errors.title}
          registration={form.register('title')}
        />
        <TextAreaField
          label={t.posts.fields.shortDescription}
          dir="rtl"
          lang="fa"
          rows={2}
          error={errors.shortDescription}
          registration={form.register('shortDescription')}
        />
        <TextAreaField
          label={t.posts.fields.body}
          dir="rtl"
          lang="fa"
          rows={6}
          hint={t.posts.bodyHint}
          error={errors.body}
          registration={form.register('body')}
        />
        <SubmitButton busy={create.isPending}>{t.posts.create}</SubmitButton>
      </form>
    </Section>
  );
}
