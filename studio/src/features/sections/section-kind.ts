// The fixed pages' texts as the translated items' shared screens know them: the fields come
// with each page (its sections' titles and components' texts, in the site's order, grouped
// by section), published per language and never withdrawn or deleted (the site always shows
// these pages).
import type { SectionPage, SectionPageEditor } from '@contract/studio/sections';
import { studioCall } from '@studio/shared/api/studio-call';
import type { FieldControl, ItemKind } from '@studio/shared/translated-items/item-kind';
import { rememberSectionPage } from './api/get-section-page';
import { saveSectionPageLanguage } from './api/save-section-page-language';
import { sectionFieldLabel, sectionFieldName } from './section-field-name';

const CONTROLS: Record<SectionPageEditor['fieldList'][number]['kind'], FieldControl> = {
  title: 'line',
  text: 'text',
  html: 'rich',
};

export const sectionKind: ItemKind<string, SectionPageEditor, SectionPage> = {
  key: 'section-pages',
  idOf: (page) => page.policy,
  fields: (page) =>
    page.fieldList.map((field) => ({
      key: field.key,
      control: CONTROLS[field.kind],
      group: {
        key: field.section,
        title: field.sectionTitle || field.section,
        lang: page.sourceLanguage,
      },
    })),
  fieldName: (t, field, page) => (page ? sectionFieldName(t, field, page.fieldList) : field),
  fieldLabel: (t, field, page) => sectionFieldLabel(t, field, page.fieldList),
  withdraws: false,
  saveLanguage: saveSectionPageLanguage,
  publish: ({ id, version, languages }) =>
    studioCall('publishSectionPage', {
      params: { policy: id },
      body: { languages },
      ifMatch: version,
    }),
  remember: rememberSectionPage,
};

/** Whether a field of the page is a rich text (compared and shown as HTML). */
export const isRichText = (page: SectionPageEditor, key: string) =>
  page.fieldList.some((field) => field.key === key && field.kind === 'html');
