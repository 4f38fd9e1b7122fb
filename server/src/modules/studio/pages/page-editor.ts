// The studio's view of a custom page: every active language's draft beside the source, each
// field's state, what is published and whether the draft differs from it, and its addresses.
import type { PageEditor, PageLanguage } from '@contract/studio/custom-pages';
import type { Db } from '../../../db/database';
import { emptyFields, fieldStatesOf, languageStateOf } from '../items/field-states';
import type { StudioLanguage } from '../site-languages';
import { PAGE_FIELD_SPEC, publishedPageRows } from './page-drafts';
import type { PageState } from './page-drafts';
import { formerPaths } from './publish-page';

export async function pageEditorOf(
  db: Db,
  state: PageState,
  languages: StudioLanguage[],
): Promise<PageEditor> {
  const { item } = state;
  const published = new Map((await publishedPageRows(db, item.id)).map((row) => [row.lang, row]));
  const source = state.drafts.get(item.sourceLang);
  const entries = languages.map(({ value: lang, direction }): [string, PageLanguage] => {
    const draft = state.drafts.get(lang);
    const states = fieldStatesOf(PAGE_FIELD_SPEC, draft, source, lang === item.sourceLang);
    const fields = draft?.fields ?? emptyFields(PAGE_FIELD_SPEC.fields);
    const shown = published.get(lang);
    const unpublishedChanges =
      !shown ||
      shown.title !== fields.title ||
      shown.body !== fields.body ||
      shown.path !== item.shared.path;
    return [
      lang,
      {
        fields,
        fieldStates: states,
        state: languageStateOf(PAGE_FIELD_SPEC, draft, states),
        published: shown !== undefined,
        unpublishedChanges: draft !== undefined && unpublishedChanges,
        direction,
      },
    ];
  });
  return {
    id: item.id,
    version: item.version,
    sourceLanguage: item.sourceLang,
    shared: item.shared,
    publishedPath: published.values().next().value?.path ?? null,
    formerPaths: await formerPaths(db, item.id),
    languages: Object.fromEntries(entries),
    updatedAt: item.updatedAt,
  };
}
