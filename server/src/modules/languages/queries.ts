import type { Db } from '../../db/database';

export function listActiveLanguages(db: Db) {
  return db
    .selectFrom('languages')
    .select(['name', 'value', 'label', 'direction', 'status'])
    .where('status', '=', 'active')
    .orderBy('position')
    .execute();
}
