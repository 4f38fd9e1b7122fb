// Custom pages as the translated items' shared screens know them: a title and a rich body
// per language, their calls, and their cached reads.
import { PAGE_FIELDS } from '@contract/studio/custom-pages';
import type { PageEditor, PageField } from '@contract/studio/custom-pages';
import { studioCall } from '@studio/shared/api/studio-call';
import type { ItemKind } from '@studio/shared/translated-items/item-kind';
import { rememberPage } from './api/get-page';
import { savePageLanguage } from './api/save-page-language';

export const pageKind: ItemKind<PageField, PageEditor> = {
  key: 'pages',
  fields: PAGE_FIELDS,
  controls: { title: 'line', body: 'rich' },
  fieldName: (t, field) => (t.pages.fields as Record<string, string>)[field] ?? field,
  saveLanguage: savePageLanguage,
  publish: ({ action, id, version, languages }) =>
    studioCall(action === 'publish' ? 'publishPage' : 'withdrawPage', {
      params: { id },
      body: { languages },
      ifMatch: version,
    }),
  remove: ({ id, version }) => studioCall('deletePage', { params: { id }, ifMatch: version }),
  remember: rememberPage,
};
