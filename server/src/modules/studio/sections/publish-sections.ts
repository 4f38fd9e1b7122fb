// Publishing writes a language's draft texts into the page's content record there (the row
// the public API reads), on the page's own structure in that language, or on the source
// language's for a language published first. Runs inside the caller's transaction.
import type { SectionPage } from '@contract/studio/sections';
import type { Db } from '../../../db/database';
import { structureRow } from './section-drafts';
import type { PublishedSections, SectionsState } from './section-drafts';
import { withTexts } from './section-texts';

export async function publishSectionsLanguage(
  trx: Db,
  policy: SectionPage,
  state: SectionsState,
  published: PublishedSections[],
  lang: string,
): Promise<void> {
  const own = published.find((row) => row.lang === lang);
  const base = own ?? structureRow(published, state.item.sourceLang)!;
  const sections = JSON.stringify(withTexts(base.sections, state.drafts.get(lang)!.fields));
  const updated_at = new Date().toISOString();
  await trx
    .insertInto('pages')
    .values({ id: base.id, lang, policy, company_id: base.companyId, sections, updated_at })
    .onConflict((conflict) =>
      conflict.columns(['id', 'lang']).doUpdateSet({ sections, updated_at }),
    )
    .execute();
}
