// What the studio's translated items (blog posts, custom pages, the fixed pages' texts) have
// in common, and how a feature describes its own kind to the screens they share: its fields
// and their controls, its calls, and where its cached reads live. Each language is edited
// field by field beside the source language; every write names the version it was based on.
import type { FieldState } from '@contract/studio/posts';
import type { Dictionary } from '@studio/locales/fa';

export interface TranslatedLanguage<F extends string> {
  fields: Record<F, string>;
  fieldStates: Partial<Record<F, FieldState>>;
  state: FieldState;
  published: boolean;
  unpublishedChanges: boolean;
  direction: 'rtl' | 'ltr';
}

export interface TranslatedItem<F extends string> {
  version: number;
  sourceLanguage: string;
  languages: Record<string, TranslatedLanguage<F>>;
}

/** What names an item in its calls and on the device: a post's id, a fixed page's policy. */
export type ItemId = number | string;

/** A one-line input, a plain text area, or the rich-text editor (its own chunk). */
export type FieldControl = 'line' | 'text' | 'rich';

/** One field as the editor shows it; fields of one group sit under its title. */
export interface ItemField<F extends string> {
  key: F;
  control: FieldControl;
  /** The part of the item the field belongs to (a fixed page's section), in `lang`. */
  group?: { key: string; title: string; lang: string };
}

export interface LanguageSave<F extends string, I extends ItemId = number> {
  id: I;
  lang: string;
  version: number;
  fields: Partial<Record<F, string>>;
}

export interface ItemKind<
  F extends string,
  E extends TranslatedItem<F>,
  I extends ItemId = number,
> {
  /** The first part of the kind's query keys, and of its unsaved edits' keys on the device. */
  key: 'posts' | 'pages' | 'section-pages';
  idOf(item: E): I;
  /** The item's fields in the order they are edited (a fixed page's come with the item). */
  fields(item: E): readonly ItemField<F>[];
  /** A field's name; `item` names the fields that only the item knows. */
  fieldName(t: Dictionary, field: string, item?: E): string;
  /** Its shorter name beside the fields of its group, under the group's title. */
  fieldLabel?(t: Dictionary, field: string, item: E): string;
  saveLanguage(save: LanguageSave<F, I>): Promise<E>;
  publish(change: PublishChange<I>): Promise<E>;
  /** False for items the site always shows (the fixed pages): published, never withdrawn. */
  withdraws: boolean;
  remove?(item: { id: I; version: number }): Promise<void>;
  /** A write's answer is the item's new version: it replaces the cached one. */
  remember(item: E): void;
}

/** A kind whose items can be deleted (posts, custom pages). */
export type DeletableKind<
  F extends string,
  E extends TranslatedItem<F>,
  I extends ItemId = number,
> = ItemKind<F, E, I> & Required<Pick<ItemKind<F, E, I>, 'remove'>>;

export interface PublishChange<I extends ItemId = number> {
  action: 'publish' | 'withdraw';
  id: I;
  version: number;
  languages: string[];
}

/** The fields of a kind whose fields are the same for every item (posts, custom pages). */
export const fixedFields = <F extends string>(
  fields: readonly F[],
  controls: Record<F, FieldControl>,
): readonly ItemField<F>[] => fields.map((key) => ({ key, control: controls[key] }));
