import type { Db } from '../../db/database';

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
    photo: JSON.parse(photo),
  }));
}
