// An item's revisions, the same for every kind: listed newest first, two of one language
// compared field by field, and one read back to be restored as a new revision.
import type { Db } from '../../../db/database';
import { notFound, StudioRefusal } from '../refusals';
import type { StudioLanguage } from '../site-languages';
import type { ItemKind } from './item-rows';

export async function listRevisions(db: Db, kind: ItemKind, id: number) {
  const rows = await db
    .selectFrom('studio_revisions')
    .select(['id', 'lang', 'at', 'author', 'changed'])
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return {
    results: rows.map((row) => ({ ...row, changed: JSON.parse(row.changed) as string[] })),
  };
}

export async function compareRevisions<F extends string>(
  db: Db,
  kind: ItemKind,
  id: number,
  fields: readonly F[],
  languages: StudioLanguage[],
  query: { from: number; to: number },
) {
  const rows = await db
    .selectFrom('studio_revisions')
    .select(['id', 'lang', 'fields'])
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .where('id', 'in', [query.from, query.to])
    .execute();
  const from = rows.find((row) => row.id === query.from);
  const to = rows.find((row) => row.id === query.to);
  if (!from || !to) throw notFound();
  if (from.lang !== to.lang) throw new StudioRefusal(400, 'invalid', { to: ['otherLanguage'] });
  const [a, b] = [from, to].map((row) => JSON.parse(row.fields) as Record<F, string>);
  return {
    lang: from.lang,
    direction: languages.find((l) => l.value === from.lang)?.direction ?? ('rtl' as const),
    fields: fields.map((field) => ({
      field,
      from: String(a![field] ?? ''),
      to: String(b![field] ?? ''),
      changed: a![field] !== b![field],
    })),
  };
}

/** A revision's language and fields; 404 when the item has no such revision. */
export async function readRevision<F extends string>(
  db: Db,
  kind: ItemKind,
  id: number,
  revision: number,
): Promise<{ lang: string; fields: Record<F, string> }> {
  const row = await db
    .selectFrom('studio_revisions')
    .select(['lang', 'fields'])
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .where('id', '=', revision)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { lang: row.lang, fields: JSON.parse(row.fields) as Record<F, string> };
}
