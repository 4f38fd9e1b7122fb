// Saves the fields a post's languages share (banner, featured, groups, tags) against the
// version they were based on; visitors see them once a language is published.
import { useMutation } from '@tanstack/react-query';
import type { PostShared } from '@contract/studio/posts';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberPost } from './get-post';

export interface SharedSave {
  id: number;
  lang: string;
  version: number;
  shared: Partial<PostShared>;
}

export const useSaveShared = () =>
  useMutation({
    mutationFn: ({ id, lang, version, shared }: SharedSave) =>
      studioCall('savePostLanguage', {
        params: { id, lang },
        body: { fields: {}, shared },
        ifMatch: version,
      }),
    onSuccess: rememberPost,
  });
