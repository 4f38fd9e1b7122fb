// What a post's languages share besides its banner: whether it is featured, and its groups
// and tags (named in the source language), saved together; visitors see them once a
// language is published.
import { useForm } from 'react-hook-form';
import type { PostEditor } from '@contract/studio/posts';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Loading } from '@studio/shared/ui/loading';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { usePostLabels } from './api/get-post-labels';
import { useSaveShared } from './api/save-shared';

interface LabelsForm {
  featured: boolean;
  groupIds: string[];
  tagIds: string[];
}

export function LabelsSection({ post, lang }: { post: PostEditor; lang: string }) {
  const { t } = useLocale();
  const labels = usePostLabels();
  const save = useSaveShared();
  const form = useForm<LabelsForm>({
    values: {
      featured: post.shared.featured,
      groupIds: post.shared.groupIds.map(String),
      tagIds: post.shared.tagIds.map(String),
    },
  });
  const submit = form.handleSubmit(({ featured, groupIds, tagIds }) =>
    save.mutate(
      {
        id: post.id,
        lang,
        version: post.version,
        shared: { featured, groupIds: groupIds.map(Number), tagIds: tagIds.map(Number) },
      },
      {
        onSuccess: () => notify('success', t.editor.labelsSaved),
      },
    ),
  );

  return (
    <Section title={t.editor.labels}>
      {labels.isError ? (
        <p>{refusalMessage(t, labels.error)}</p>
      ) : !labels.data ? (
        <Loading />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <label className="flex items-center gap-2">
            <input type="checkbox" {...form.register('featured')} />
            {t.editor.featured}
          </label>
          {(['groupIds', 'tagIds'] as const).map((field) => (
            <fieldset key={field} className="grid gap-2">
              <legend className="font-bold">
                {field === 'groupIds' ? t.editor.groups : t.editor.tags}
              </legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {labels.data[field === 'groupIds' ? 'groups' : 'tags'].map((item) => (
                  <label
                    key={item.id}
                    className="flex items-center gap-2"
                    lang={post.sourceLanguage}
                  >
                    <input type="checkbox" value={String(item.id)} {...form.register(field)} />
                    {item.title}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div>
            <SubmitButton busy={save.isPending}>{t.editor.saveLabels}</SubmitButton>
          </div>
        </form>
      )}
    </Section>
  );
}
