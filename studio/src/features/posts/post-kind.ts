// Blog posts as the translated items' shared screens know them: three fields per language,
// their calls, and their cached reads.
import { POST_FIELDS } from '@contract/studio/posts';
import type { PostEditor, PostField } from '@contract/studio/posts';
import { studioCall } from '@studio/shared/api/studio-call';
import { fixedFields } from '@studio/shared/translated-items/item-kind';
import type { DeletableKind } from '@studio/shared/translated-items/item-kind';
import { rememberPost } from './api/get-post';
import { savePostLanguage } from './api/save-post-language';

const FIELDS = fixedFields(POST_FIELDS, { title: 'line', shortDescription: 'text', body: 'rich' });

export const postKind: DeletableKind<PostField, PostEditor> = {
  key: 'posts',
  idOf: (post) => post.id,
  fields: () => FIELDS,
  fieldName: (t, field) => (t.posts.fields as Record<string, string>)[field] ?? field,
  withdraws: true,
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
