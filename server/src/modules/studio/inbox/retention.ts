// Retention per box (`messages`, or `form:<id>` for a form's applications): submissions move
// to the trash N days after they were sent, and are deleted, rows and files together, M days
// after they moved there. Without a rule a box keeps its submissions. The sweep runs on every
// instance's timer but once at a time: each run is claimed in the database first.
import { sql } from 'kysely';
import type { z } from 'zod';
import type { InboxBox, retentionRule } from '@contract/studio/inbox';
import type { Db } from '../../../db/database';
import { claimScheduledRun } from '../../../db/scheduled-runs';
import type { Storage } from '../../../storage/storage';
import { TABLES } from './inbox-rows';
import { deleteSubmissions } from './removal';

type Rule = z.infer<typeof retentionRule>;

const DAY_MS = 24 * 60 * 60_000;

export async function readRetention(db: Db): Promise<Rule[]> {
  const rows = await db.selectFrom('submission_retention').selectAll().orderBy('box').execute();
  return rows.map((row) => ({
    box: row.box,
    trashAfterDays: row.trash_after_days,
    deleteAfterDays: row.delete_after_days,
  }));
}

export async function saveRetention(db: Db, rules: Rule[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const rule of rules) {
      const values = {
        trash_after_days: rule.trashAfterDays,
        delete_after_days: rule.deleteAfterDays,
      };
      await trx
        .insertInto('submission_retention')
        .values({ box: rule.box, ...values })
        .onConflict((conflict) => conflict.column('box').doUpdateSet(values))
        .execute();
    }
  });
}

function boxOf(rule: Rule): { box: InboxBox; form?: number } {
  return rule.box === 'messages'
    ? { box: 'messages' }
    : { box: 'applications', form: Number(rule.box.slice('form:'.length)) };
}

/** One sweep: what each rule trashes and deletes, counted. */
export async function sweepRetention(db: Db, uploads: Storage, now = Date.now()) {
  let trashed = 0;
  let deleted = 0;
  const at = new Date(now).toISOString();
  for (const rule of await readRetention(db)) {
    const { box, form } = boxOf(rule);
    const table = TABLES[box] as 'contact_messages';
    if (rule.trashAfterDays !== null) {
      const before = new Date(now - rule.trashAfterDays * DAY_MS).toISOString();
      const due = await db
        .selectFrom(table)
        .select('id')
        .where('trashed_at', 'is', null)
        .where('created_at', '<', before)
        .$if(form !== undefined, (qb) => qb.where(sql.ref('custom_form_id'), '=', form!))
        .execute();
      const ids = due.map((row) => row.id);
      if (ids.length > 0)
        await db.transaction().execute(async (trx) => {
          await trx.updateTable(table).set({ trashed_at: at }).where('id', 'in', ids).execute();
          await trx
            .insertInto('submission_events')
            .values(
              ids.map((id) => ({
                box,
                submission_id: id,
                at,
                author: null,
                what: 'trash',
                from_value: null,
                to_value: 'retention',
              })),
            )
            .execute();
        });
      trashed += ids.length;
    }
    if (rule.deleteAfterDays !== null) {
      const before = new Date(now - rule.deleteAfterDays * DAY_MS).toISOString();
      const due = await db
        .selectFrom(table)
        .select('id')
        .where('trashed_at', '<', before)
        .$if(form !== undefined, (qb) => qb.where(sql.ref('custom_form_id'), '=', form!))
        .execute();
      deleted += await deleteSubmissions(
        db,
        uploads,
        box,
        due.map((row) => row.id),
      );
    }
  }
  return { trashed, deleted };
}

export const RETENTION_SCHEDULE = 'submission-retention';

/**
 * Runs the sweep when this instance claims the schedule's run (none ran for `everyMs`);
 * null when another instance has it.
 */
export async function sweepIfDue(db: Db, uploads: Storage, everyMs: number, now = Date.now()) {
  if (!(await claimScheduledRun(db, RETENTION_SCHEDULE, everyMs, now))) return null;
  return sweepRetention(db, uploads, now);
}
