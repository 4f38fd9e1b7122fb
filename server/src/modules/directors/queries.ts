import { director } from '@contract/directors';
import type { Db } from '../../db/database';
import { readJsonColumn } from '../../db/read-json-column';

export async function listDirectors(db: Db, lang: string) {
  const rows = await db
    .selectFrom('directors')
    .selectAll()
    .where('lang', '=', lang)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(({ lang: _lang, position: _position, photo, ...fields }) => ({
    ...fields,
    photo: readJsonColumn(director.shape.photo, photo, 'directors.photo'),
  }));
}
