// What the studio's translated items (blog posts, custom pages) have in common, and how a
// feature describes its own kind to the screens they share: its fields and their controls,
// its calls, and where its cached reads live. Each language is edited field by field beside
// the source language; every write names the version it was based on.
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
  id: number;
  version: number;
  sourceLanguage: string;
  languages: Record<string, TranslatedLanguage<F>>;
}

/** A one-line input, a plain text area, or the rich-text editor (its own chunk). */
export type FieldControl = 'line' | 'text' | 'rich';

export interface LanguageSave<F extends string> {
  id: number;
  lang: string;
  version: number;
  fields: Partial<Record<F, string>>;
}

export interface ItemKind<F extends string, E extends TranslatedItem<F>> {
  /** The first part of the kind's query keys, and of its unsaved edits' keys on the device. */
  key: 'posts' | 'pages';
  fields: readonly F[];
  controls: Record<F, FieldControl>;
  fieldName(t: Dictionary, field: string): string;
  saveLanguage(save: LanguageSave<F>): Promise<E>;
  publish(change: PublishChange): Promise<E>;
  remove(item: { id: number; version: number }): Promise<void>;
  /** A write's answer is the item's new version: it replaces the cached one. */
  remember(item: E): void;
}

export interface PublishChange {
  action: 'publish' | 'withdraw';
  id: number;
  version: number;
  languages: string[];
}
