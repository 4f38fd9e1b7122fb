// A translated field's state: missing when empty, outdated when its source field changed
// after the translation was saved (the source revision it was made from is older than the
// source field's last change), done otherwise. The source language's fields are done when
// written. Pure, so the list, the editor and the tests read the same rule.
import { POST_FIELDS } from '@contract/studio/posts';
import type { FieldState, PostField, PostFields } from '@contract/studio/posts';

export type FieldRevisions = Record<PostField, number>;

export interface LanguageDraft {
  fields: PostFields;
  /** The revision each field last changed in. */
  fieldRevisions: FieldRevisions;
  /** For a translation: the source field's revision each field was saved against. */
  translatedFrom: FieldRevisions;
}

const OPTIONAL_FIELDS = new Set<PostField>(['shortDescription']);

export const noRevisions = (): FieldRevisions => ({ title: 0, shortDescription: 0, body: 0 });

export function fieldStates(
  draft: LanguageDraft | undefined,
  source: LanguageDraft | undefined,
  isSource: boolean,
): Record<PostField, FieldState> {
  const states = {} as Record<PostField, FieldState>;
  for (const field of POST_FIELDS) {
    const value = draft?.fields[field] ?? '';
    if (value.trim() === '') {
      // The short description may stay empty; an empty one in the source leaves nothing
      // to translate.
      const nothingToTranslate = isSource
        ? OPTIONAL_FIELDS.has(field)
        : (source?.fields[field] ?? '').trim() === '';
      states[field] = nothingToTranslate ? 'done' : 'missing';
    } else if (!isSource && source && source.fieldRevisions[field] > draft!.translatedFrom[field]) {
      states[field] = 'outdated';
    } else {
      states[field] = 'done';
    }
  }
  return states;
}

/** The language's state: missing when nothing is written, else its worst field's. */
export function languageState(
  draft: LanguageDraft | undefined,
  states: Record<PostField, FieldState>,
): FieldState {
  if (!draft || POST_FIELDS.every((field) => draft.fields[field].trim() === '')) return 'missing';
  const values = Object.values(states);
  if (values.includes('missing')) return 'missing';
  return values.includes('outdated') ? 'outdated' : 'done';
}
