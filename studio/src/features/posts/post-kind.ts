// Blog posts as the translated items' shared screens know them: three fields per language,
// their calls, and their cached reads.
import { POST_FIELDS } from '@contract/studio/posts';
import type { PostEditor, PostField } from '@contract/studio/posts';
import { studioCall } from '@studio/shared/api/studio-call';
import type { ItemKind } from '@studio/shared/translated-items/item-kind';
import { rememberPost } from './api/get-post';
import { savePostLanguage } from './api/save-post-language';

export const postKind: ItemKind<PostField, PostEditor> = {
  key: 'posts',
  fields: POST_FIELDS,
  controls: { title: 'line', shortDescription: 'text', body: 'rich' },
  fieldName: (t, field) => (t.posts.fields as Record<string, string>)[field] ?? field,
  saveLanguage: savePostLanguage,
  publish: ({ action, id, version, languages }) =>
    studioCall(action === 'publish' ? 'publishPost' : 'withdrawPost', {
      params: { id },
      body: { languages },
      ifMatch: version,
    }),
  remove: ({ id, version }) => studioCall('deletePost', { params: { id }, ifMatch: version }),
  remember: rememberPost,
};
