// A view's filter as SQL over one box: form, status, language, sent between two days, unread,
// the trash or the rest, and words searched in the folded text of everything sent (the
// site's folding: Persian and Arabic letter forms, digits, ZWNJ and case do not matter).
import type { InboxFilter } from '@contract/studio/inbox';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { containsFolded } from '../../../db/contains-typed';
import { normalizeForSearch } from '../../blog/search-text';
import { TABLES } from './inbox-rows';

/** The box's rows the filter keeps, as a query to select from. */
export function filteredRows(db: Db, filter: InboxFilter) {
  const words = filter.search ? normalizeForSearch(filter.search).split(' ').filter(Boolean) : [];
  // Both tables have every column read here but the form's; typed as one of them.
  return db
    .selectFrom(TABLES[filter.box] as 'contact_messages')
    .$if(filter.box === 'applications' && filter.form !== undefined, (qb) =>
      qb.where(sql.ref('custom_form_id'), '=', filter.form!),
    )
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
    .$if(filter.lang !== undefined, (qb) => qb.where('lang', '=', filter.lang!))
    .$if(filter.from !== undefined, (qb) => qb.where('created_at', '>=', `${filter.from}T00:00:00`))
    .$if(filter.to !== undefined, (qb) =>
      qb.where('created_at', '<=', `${filter.to}T23:59:59.999Z`),
    )
    .$if(filter.unread === 'true', (qb) => qb.where('read_at', 'is', null))
    .where('trashed_at', filter.trash === 'true' ? 'is not' : 'is', null)
    .$if(words.length > 0, (qb) =>
      qb.where((eb) => eb.and(words.map((word) => containsFolded(eb.ref('search_text'), word)))),
    );
}
