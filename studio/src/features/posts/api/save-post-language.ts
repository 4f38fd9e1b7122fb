// Saves one language's changed fields against the version they were based on.
import type { PostFields } from '@contract/studio/posts';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberPost } from './get-post';

export interface LanguageSave {
  id: number;
  lang: string;
  version: number;
  fields: Partial<PostFields>;
}

export async function savePostLanguage({ id, lang, version, fields }: LanguageSave) {
  const post = await studioCall('savePostLanguage', {
    params: { id, lang },
    body: { fields },
    ifMatch: version,
  });
  rememberPost(post);
  return post;
}
