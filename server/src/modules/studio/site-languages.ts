// The site's languages the studio edits, in the site's order, each with its direction.
import type { Db } from '../../db/database';

export interface StudioLanguage {
  value: string;
  direction: 'rtl' | 'ltr';
}

export const activeLanguages = (db: Db): Promise<StudioLanguage[]> =>
  db
    .selectFrom('languages')
    .select(['value', 'direction'])
    .where('status', '=', 'active')
    .orderBy('position')
    .execute();
