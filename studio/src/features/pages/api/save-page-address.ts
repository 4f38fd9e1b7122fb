// Saves the address every language of a page shares, against the version it was based on;
// visitors reach the page there once a language is published, the old address sending them
// on.
import { useMutation } from '@tanstack/react-query';
import type { PageEditor } from '@contract/studio/custom-pages';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberPage } from './get-page';

export interface AddressSave {
  id: number;
  lang: string;
  version: number;
  path: string;
}

export const useSavePageAddress = () =>
  useMutation({
    mutationFn: ({ id, lang, version, path }: AddressSave) =>
      studioCall('savePageLanguage', {
        params: { id, lang },
        body: { fields: {}, shared: { path } },
        ifMatch: version,
      }),
    onSuccess: rememberPage,
    onError: (error) => {
      if (isStaleWriteError<PageEditor>(error)) rememberPage(error.current);
    },
  });
