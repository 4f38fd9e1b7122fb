// The studio's view of a post: every active language's draft beside the source, each
// field's state, what is published and whether the draft differs from it.
import type { PostEditor, PostLanguage } from '@contract/studio/posts';
import type { Db } from '../../../db/database';
import { fieldStates, languageState } from './field-states';
import type { PostState } from './post-drafts';
import { publishedFields } from './publish-post';

export interface StudioLanguage {
  value: string;
  direction: 'rtl' | 'ltr';
}

export const activeLanguages = (db: Db): Promise<StudioLanguage[]> =>
  db
    .selectFrom('languages')
    .select(['value', 'direction'])
    .where('status', '=', 'active')
    .orderBy('position')
    .execute();

export async function postEditorOf(
  db: Db,
  state: PostState,
  languages: StudioLanguage[],
): Promise<PostEditor> {
  const published = await publishedFields(db, state.item.id);
  const source = state.drafts.get(state.item.sourceLang);
  const entries = languages.map(({ value: lang, direction }): [string, PostLanguage] => {
    const draft = state.drafts.get(lang);
    const states = fieldStates(draft, source, lang === state.item.sourceLang);
    const fields = draft?.fields ?? { title: '', shortDescription: '', body: '' };
    const shown = published.get(lang);
    const unpublishedChanges =
      !shown ||
      shown.title !== fields.title ||
      shown.short_description !== fields.shortDescription ||
      shown.body !== fields.body ||
      (shown.is_featured === 1) !== state.item.shared.featured;
    return [
      lang,
      {
        fields,
        fieldStates: states,
        state: languageState(draft, states),
        published: shown !== undefined,
        unpublishedChanges: draft !== undefined && unpublishedChanges,
        direction,
      },
    ];
  });
  return {
    id: state.item.id,
    version: state.item.version,
    sourceLanguage: state.item.sourceLang,
    shared: state.item.shared,
    languages: Object.fromEntries(entries),
    updatedAt: state.item.updatedAt,
  };
}
