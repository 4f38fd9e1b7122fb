// A new post, written in the source language; the service answers it whole.
import { useMutation } from '@tanstack/react-query';
import type { PostFields } from '@contract/studio/posts';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberPost } from './get-post';

export const useCreatePost = () =>
  useMutation({
    mutationFn: (fields: PostFields) =>
      studioCall('createPost', {
        body: { fields, shared: { featured: false, groupIds: [], tagIds: [] } },
      }),
    onSuccess: rememberPost,
  });
