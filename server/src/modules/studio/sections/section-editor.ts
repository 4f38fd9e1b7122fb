// The studio's view of a fixed page's texts: its fields in the site's order, every active
// language's draft beside the source, each field's state, and whether the draft differs
// from what visitors see.
import type { SectionPage, SectionPageEditor } from '@contract/studio/sections';
import { fieldStatesOf, languageStateOf } from '../items/field-states';
import type { StudioLanguage } from '../site-languages';
import { sectionsSpec } from './section-drafts';
import type { PublishedSections, SectionsState } from './section-drafts';
import { sectionTexts } from './section-texts';

export function sectionEditorOf(
  policy: SectionPage,
  state: SectionsState,
  published: PublishedSections[],
  languages: StudioLanguage[],
): SectionPageEditor {
  const { item } = state;
  const { fieldList, spec } = sectionsSpec(published, item.sourceLang);
  const source = state.drafts.get(item.sourceLang);
  const entries = languages.map(({ value: lang, direction }) => {
    const draft = state.drafts.get(lang);
    const states = fieldStatesOf(spec, draft, source, lang === item.sourceLang);
    const shown = published.find((row) => row.lang === lang);
    const shownTexts = shown ? sectionTexts(shown.sections) : undefined;
    const fields = Object.fromEntries(spec.fields.map((key) => [key, draft?.fields[key] ?? '']));
    const unpublishedChanges =
      !shownTexts || spec.fields.some((key) => (shownTexts[key] ?? '') !== fields[key]);
    return [
      lang,
      {
        fields,
        fieldStates: states,
        state: languageStateOf(spec, draft, states),
        published: shown !== undefined,
        unpublishedChanges: draft !== undefined && unpublishedChanges,
        direction,
      },
    ] as const;
  });
  return {
    policy,
    version: item.version,
    sourceLanguage: item.sourceLang,
    fieldList,
    languages: Object.fromEntries(entries),
    updatedAt: item.updatedAt,
  };
}
