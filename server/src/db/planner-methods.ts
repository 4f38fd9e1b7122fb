// Planner methods switched off for the rest of a PostgreSQL transaction, where the planner
// would otherwise read every post for a search (it guesses a word's share of the posts from
// the word's length). One statement sets them all: a `set local` each was a round trip each.
import { sql } from 'kysely';
import type { Db } from './database';

export type PlannerMethod = 'enable_bitmapscan' | 'enable_seqscan' | 'enable_sort';

export async function switchOffPlannerMethods(trx: Db, methods: PlannerMethod[]): Promise<void> {
  const settings = methods.map((method) => sql`set_config(${method}, 'off', true)`);
  await sql`select ${sql.join(settings)}`.execute(trx);
}
