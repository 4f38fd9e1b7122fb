// The language an item's editor opens: the one named in the address, else the first one
// that is not the source (the usual work is translating), else the source.
import type { TranslatedItem } from './item-kind';

export function editedLanguage(item: TranslatedItem<string>, named: string | undefined): string {
  const { sourceLanguage } = item;
  return (
    named ?? Object.keys(item.languages).find((code) => code !== sourceLanguage) ?? sourceLanguage
  );
}
