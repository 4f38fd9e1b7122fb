// A translated field's state: missing when empty, outdated when its source field changed
// after the translation was saved (the source revision it was made from is older than the
// source field's last change), done otherwise. The source language's fields are done when
// written. Pure and the same for every kind of item, so lists, editors and tests read one rule.
import type { FieldState } from '@contract/studio/posts';

/** The fields a kind of item writes per language, and those that may stay empty. */
export interface ItemFieldSpec<F extends string> {
  fields: readonly F[];
  optional: ReadonlySet<F>;
}

export type FieldRevisions<F extends string> = Record<F, number>;

export interface ItemDraft<F extends string> {
  fields: Record<F, string>;
  /** The revision each field last changed in. */
  fieldRevisions: FieldRevisions<F>;
  /** For a translation: the source field's revision each field was saved against. */
  translatedFrom: FieldRevisions<F>;
}

export const revisionsOf = <F extends string>(fields: readonly F[], revision = 0) =>
  Object.fromEntries(fields.map((field) => [field, revision])) as FieldRevisions<F>;

export const emptyFields = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;

export function fieldStatesOf<F extends string>(
  spec: ItemFieldSpec<F>,
  draft: ItemDraft<F> | undefined,
  source: ItemDraft<F> | undefined,
  isSource: boolean,
): Record<F, FieldState> {
  const states = {} as Record<F, FieldState>;
  for (const field of spec.fields) {
    const value = draft?.fields[field] ?? '';
    if (value.trim() === '') {
      // An optional field may stay empty; an empty one in the source leaves nothing to
      // translate.
      const nothingToTranslate = isSource
        ? spec.optional.has(field)
        : (source?.fields[field] ?? '').trim() === '';
      states[field] = nothingToTranslate ? 'done' : 'missing';
    } else if (
      !isSource &&
      source &&
      (source.fieldRevisions[field] ?? 0) > (draft!.translatedFrom[field] ?? 0)
    ) {
      states[field] = 'outdated';
    } else {
      states[field] = 'done';
    }
  }
  return states;
}

/** The language's state: missing when nothing is written, else its worst field's. */
export function languageStateOf<F extends string>(
  spec: ItemFieldSpec<F>,
  draft: ItemDraft<F> | undefined,
  states: Record<F, FieldState>,
): FieldState {
  if (!draft || spec.fields.every((field) => (draft.fields[field] ?? '').trim() === ''))
    return 'missing';
  const values = Object.values<FieldState>(states);
  if (values.includes('missing')) return 'missing';
  return values.includes('outdated') ? 'outdated' : 'done';
}
