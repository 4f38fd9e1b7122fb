// Sets the post's banner to an image of the media library (shared by every language);
// visitors see it once a language is published.
import { useMutation } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberPost } from './get-post';

export const useChooseBanner = () =>
  useMutation({
    mutationFn: ({
      id,
      lang,
      version,
      mediaId,
    }: {
      id: number;
      lang: string;
      version: number;
      mediaId: number;
    }) =>
      studioCall('savePostLanguage', {
        params: { id, lang },
        body: { fields: {}, shared: { bannerMediaId: mediaId } },
        ifMatch: version,
      }),
    onSuccess: rememberPost,
  });
