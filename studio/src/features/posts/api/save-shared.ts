// Saves the fields a post's languages share (banner, featured, groups, tags) against the
// version they were based on; visitors see them once a language is published.
import { useMutation } from '@tanstack/react-query';
import type { PostEditor, PostShared } from '@contract/studio/posts';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { studioCall } from '@studio/shared/api/studio-call';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { notify } from '@studio/shared/ui/notify';
import { rememberPost } from './get-post';

export interface SharedSave {
  id: number;
  lang: string;
  version: number;
  shared: Partial<PostShared>;
}

export function useSaveShared() {
  const { t } = useLocale();
  return useMutation({
    mutationFn: ({ id, lang, version, shared }: SharedSave) =>
      studioCall('savePostLanguage', {
        params: { id, lang },
        body: { fields: {}, shared },
        ifMatch: version,
      }),
    onSuccess: rememberPost,
    // Every section's refusal alike: a stale save brings the current version to the screen,
    // and the refusal is said in a notice.
    onError: (error) => {
      if (isStaleWriteError<PostEditor>(error)) rememberPost(error.current);
      notify('error', refusalMessage(t, error));
    },
  });
}
