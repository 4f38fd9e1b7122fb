// A post's fields' states: the items' rule (items/field-states.ts) over a post's fields, the
// short description allowed to stay empty.
import { POST_FIELDS } from '@contract/studio/posts';
import type { FieldState, PostField } from '@contract/studio/posts';
import { fieldStatesOf, languageStateOf, revisionsOf } from '../items/field-states';
import type { FieldRevisions as Revisions, ItemDraft, ItemFieldSpec } from '../items/field-states';

export const POST_FIELD_SPEC: ItemFieldSpec<PostField> = {
  fields: POST_FIELDS,
  optional: new Set<PostField>(['shortDescription']),
};

export type FieldRevisions = Revisions<PostField>;
export type LanguageDraft = ItemDraft<PostField>;

export const noRevisions = (): FieldRevisions => revisionsOf(POST_FIELDS);

export const fieldStates = (
  draft: LanguageDraft | undefined,
  source: LanguageDraft | undefined,
  isSource: boolean,
): Record<PostField, FieldState> => fieldStatesOf(POST_FIELD_SPEC, draft, source, isSource);

export const languageState = (
  draft: LanguageDraft | undefined,
  states: Record<PostField, FieldState>,
): FieldState => languageStateOf(POST_FIELD_SPEC, draft, states);
