// Publishes or withdraws some of a post's languages, based on the version on screen.
import { useMutation } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberPost } from './get-post';

export interface PublishChange {
  action: 'publishPost' | 'withdrawPost';
  id: number;
  version: number;
  languages: string[];
}

export const usePublishPost = () =>
  useMutation({
    mutationFn: ({ action, id, version, languages }: PublishChange) =>
      studioCall(action, { params: { id }, body: { languages }, ifMatch: version }),
    onSuccess: rememberPost,
  });
