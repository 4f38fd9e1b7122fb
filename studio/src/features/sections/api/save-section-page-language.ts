// Saves one language's changed texts of a fixed page against the version they were based on.
import type { SectionPage } from '@contract/studio/sections';
import { studioCall } from '@studio/shared/api/studio-call';
import type { LanguageSave } from '@studio/shared/translated-items/item-kind';
import { rememberSectionPage } from './get-section-page';

export async function saveSectionPageLanguage({
  id,
  lang,
  version,
  fields,
}: LanguageSave<string, SectionPage>) {
  const written = Object.entries(fields).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const page = await studioCall('saveSectionPageLanguage', {
    params: { policy: id, lang },
    body: { fields: Object.fromEntries(written) },
    ifMatch: version,
  });
  rememberSectionPage(page);
  return page;
}
