// The withdrawals log: written with the withdrawal it records, read by visitors' workers.
import { WITHDRAWALS_PAGE } from '@contract/content-withdrawals';
import type { Withdrawal } from '@contract/content-withdrawals';
import type { Db } from '../../db/database';

export async function recordWithdrawals(
  trx: Db,
  kind: Withdrawal['kind'],
  itemId: number,
  langs: string[],
) {
  if (langs.length === 0) return;
  const at = new Date().toISOString();
  await trx
    .insertInto('content_withdrawals')
    .values(langs.map((lang) => ({ kind, item_id: itemId, lang, at })))
    .execute();
}

export async function withdrawalsSince(
  db: Db,
  since: number | undefined,
): Promise<{ latest: number; results: Withdrawal[] }> {
  const newest = await db
    .selectFrom('content_withdrawals')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const latest = newest?.id ?? 0;
  if (since === undefined) return { latest, results: [] };
  const results = await db
    .selectFrom('content_withdrawals')
    .select(['id', 'kind', 'item_id', 'lang', 'at'])
    .where('id', '>', since)
    .orderBy('id')
    .limit(WITHDRAWALS_PAGE)
    .execute();
  // A long absence is read a page at a time: `latest` is then the page's last entry.
  return { latest: results.length === WITHDRAWALS_PAGE ? results.at(-1)!.id : latest, results };
}
