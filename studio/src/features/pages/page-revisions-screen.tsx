// A custom page's revisions (the translated items' shared screen): who saved which fields of
// which language and when, two compared, one restored as a new revision.
import { useParams } from 'react-router-dom';
import type { PageEditor, PageField } from '@contract/studio/custom-pages';
import { pageHref } from '@studio/shared/paths';
import { ItemRevisions } from '@studio/shared/translated-items/item-revisions';
import type { RevisionSource } from '@studio/shared/translated-items/item-revisions';
import { usePageComparison } from './api/compare-page-revisions';
import { usePage } from './api/get-page';
import { usePageRevisions } from './api/get-page-revisions';
import { useRestorePageRevision } from './api/restore-page-revision';
import { pageKind } from './page-kind';

const pageRevisions: RevisionSource<PageField, PageEditor, number> = {
  kind: pageKind,
  useItem: usePage,
  useRevisions: usePageRevisions,
  useComparison: usePageComparison,
  useRestore: useRestorePageRevision,
  title: (_t, page) => page.languages[page.sourceLanguage]?.fields.title ?? '',
  editorHref: (id) => pageHref(id),
  rich: (_page, field) => field === 'body',
};

export function PageRevisionsScreen() {
  return <ItemRevisions id={Number(useParams().id)} source={pageRevisions} />;
}
