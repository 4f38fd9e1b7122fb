// A job every instance may run on its own timer, run by one at a time: an instance claims a
// run by moving the schedule's next run on from a time already past, in one statement; the
// others find it moved and skip. Alike on SQLite and PostgreSQL.
import type { Db } from './database';

export async function claimScheduledRun(
  db: Db,
  name: string,
  everyMs: number,
  now = Date.now(),
): Promise<boolean> {
  const at = new Date(now).toISOString();
  await db
    .insertInto('service_schedules')
    .values({ name, next_run_at: at, last_run_at: null })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const claimed = await db
    .updateTable('service_schedules')
    .set({ next_run_at: new Date(now + everyMs).toISOString(), last_run_at: at })
    .where('name', '=', name)
    .where('next_run_at', '<=', at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
