// A post's revisions (the translated items' shared screen): who saved which fields of which
// language and when, two compared, one restored as a new revision.
import { useParams } from 'react-router-dom';
import type { PostEditor, PostField } from '@contract/studio/posts';
import { postHref } from '@studio/shared/paths';
import { ItemRevisions } from '@studio/shared/translated-items/item-revisions';
import type { RevisionSource } from '@studio/shared/translated-items/item-revisions';
import { useComparison } from './api/compare-revisions';
import { usePost } from './api/get-post';
import { useRevisions } from './api/get-revisions';
import { useRestoreRevision } from './api/restore-revision';
import { postKind } from './post-kind';

const postRevisions: RevisionSource<PostField, PostEditor, number> = {
  kind: postKind,
  useItem: usePost,
  useRevisions,
  useComparison,
  useRestore: useRestoreRevision,
  title: (_t, post) => post.languages[post.sourceLanguage]?.fields.title ?? '',
  editorHref: (id) => postHref(id),
  rich: (_post, field) => field === 'body',
};

export function RevisionsScreen() {
  return <ItemRevisions id={Number(useParams().id)} source={postRevisions} />;
}
