// Saves one language's changed fields against the version they were based on.
import type { LanguageSave } from '@studio/shared/translated-items/item-kind';
import type { PageField } from '@contract/studio/custom-pages';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberPage } from './get-page';

export async function savePageLanguage({ id, lang, version, fields }: LanguageSave<PageField>) {
  const page = await studioCall('savePageLanguage', {
    params: { id, lang },
    body: { fields },
    ifMatch: version,
  });
  rememberPage(page);
  return page;
}
