// Custom pages as the translated items' shared screens know them: a title and a rich body
// per language, their calls, and their cached reads.
import { PAGE_FIELDS } from '@contract/studio/custom-pages';
import type { PageEditor, PageField } from '@contract/studio/custom-pages';
import { studioCall } from '@studio/shared/api/studio-call';
import { fixedFields } from '@studio/shared/translated-items/item-kind';
import type { DeletableKind } from '@studio/shared/translated-items/item-kind';
import { rememberPage } from './api/get-page';
import { savePageLanguage } from './api/save-page-language';

const FIELDS = fixedFields(PAGE_FIELDS, { title: 'line', body: 'rich' });

export const pageKind: DeletableKind<PageField, PageEditor> = {
  key: 'pages',
  idOf: (page) => page.id,
  fields: () => FIELDS,
  fieldName: (t, field) => (t.pages.fields as Record<string, string>)[field] ?? field,
  withdraws: true,
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
