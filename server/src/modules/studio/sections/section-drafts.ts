// A fixed page's texts in the studio (items/item-rows.ts under the kind `sections`, the
// item's id the page's content record's): taken in at the first read from the published
// rows, each language's texts as its draft. Its fields are the page's own (section-texts.ts).
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { page as pageSchema } from '@contract/pages';
import type { PageSection } from '@contract/pages';
import type { SectionPage } from '@contract/studio/sections';
import type { Db } from '../../../db/database';
import { readJsonColumn } from '../../../db/read-json-column';
import { revisionsOf } from '../items/field-states';
import type { ItemDraft, ItemFieldSpec } from '../items/field-states';
import * as rows from '../items/item-rows';
import type { ItemState } from '../items/item-rows';
import { sectionFields, sectionTexts } from './section-texts';

export const SECTIONS = 'sections';

export type SectionsState = ItemState<string, Record<string, never>>;

export interface PublishedSections {
  id: number;
  lang: string;
  companyId: number;
  sections: PageSection[];
  updatedAt: string;
}

/** The page's published rows, one per language. */
export async function publishedSections(db: Db, policy: SectionPage): Promise<PublishedSections[]> {
  const found = await db.selectFrom('pages').selectAll().where('policy', '=', policy).execute();
  return found.map((row) => ({
    id: row.id,
    lang: row.lang,
    companyId: row.company_id,
    sections: readJsonColumn(pageSchema.shape.sections, row.sections, 'pages.sections'),
    updatedAt: row.updated_at,
  }));
}

/** The row whose structure the page's fields follow: the source language's. */
export const structureRow = (published: PublishedSections[], sourceLang: string) =>
  published.find((row) => row.lang === sourceLang) ?? published[0];

/** The page's fields: every text of its structure, none optional once written there. */
export function sectionsSpec(published: PublishedSections[], sourceLang: string) {
  const structure = structureRow(published, sourceLang);
  const fieldList = structure ? sectionFields(structure.sections) : [];
  const spec: ItemFieldSpec<string> = {
    fields: fieldList.map((field) => field.key),
    optional: new Set(),
  };
  return { fieldList, spec };
}

/** The page's studio state, taking its published texts in first; null when it has none. */
export async function openSections(
  db: Db,
  policy: SectionPage,
): Promise<{ state: SectionsState; published: PublishedSections[] } | null> {
  const published = await publishedSections(db, policy);
  const source = published.find((row) => row.lang === DEFAULT_LANGUAGE) ?? published[0];
  if (!source) return null;
  const state = await rows.readItemState<string, Record<string, never>>(db, SECTIONS, source.id);
  if (state) return { state, published };
  const keys = sectionFields(source.sections).map((field) => field.key);
  const drafts = new Map(
    published.map((row): [string, ItemDraft<string>] => [
      row.lang,
      {
        fields: sectionTexts(row.sections),
        fieldRevisions: revisionsOf(keys),
        translatedFrom: revisionsOf(keys),
      },
    ]),
  );
  const now = new Date().toISOString();
  await db
    .transaction()
    .execute((trx) =>
      rows.insertItem(
        trx,
        SECTIONS,
        { id: source.id, sourceLang: source.lang, shared: {}, createdAt: now, updatedAt: now },
        drafts,
      ),
    );
  const taken = await rows.readItemState<string, Record<string, never>>(db, SECTIONS, source.id);
  return { state: taken!, published };
}
