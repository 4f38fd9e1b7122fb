// Idempotency-Key support for the two POSTs: the first request with a key claims it, does
// its work and stores its answer in the same transaction; a repeat gets that answer back
// instead of storing a second copy. Keys live 30 days, longer than an outbox keeps items.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError, badRequest } from './error-handler';

export interface Outcome {
  statusCode: number;
  body: Record<string, unknown>;
}

const KEY_DAYS = 30;
const IN_PROGRESS = 0;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 10_000;

export function requestFingerprint(...parts: (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
}

/**
 * Runs `work` once per key. Without a key it simply runs. `work` writes through the
 * transaction it is given; its outcome is stored with the key when that commits.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  scope: string,
  fingerprint: string,
  work: (trx: Transaction<Database>) => Promise<Outcome>,
): Promise<Outcome> {
  const key = readKey(request);
  if (key === undefined) return db.transaction().execute(work);

  const claimed = await claim(db, scope, key, fingerprint);
  if (!claimed) return replay(db, scope, key, fingerprint);

  try {
    return await db.transaction().execute(async (trx) => {
      const outcome = await work(trx);
      await trx
        .updateTable('idempotency_keys')
        .set({ status_code: outcome.statusCode, response_body: JSON.stringify(outcome.body) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
      return outcome;
    });
  } catch (error) {
    // Nothing was stored, so the key is released for a later retry.
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    throw error;
  }
}

function readKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (key.length < 1 || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest({ 'Idempotency-Key': ['Use 1 to 200 visible ASCII characters.'] });
  }
  return key;
}

async function claim(db: Db, scope: string, key: string, fingerprint: string): Promise<boolean> {
  const now = new Date();
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - KEY_DAYS * 86_400_000).toISOString())
    .execute();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      scope,
      key,
      request_hash: fingerprint,
      status_code: IN_PROGRESS,
      response_body: '',
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

async function replay(db: Db, scope: string, key: string, fingerprint: string): Promise<Outcome> {
  const started = Date.now();
  for (;;) {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response_body'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (row && row.request_hash !== fingerprint) {
      throw new HttpError(422, {
        detail: 'This Idempotency-Key was already used with a different request.',
      });
    }
    if (row && row.status_code !== IN_PROGRESS) {
      return { statusCode: row.status_code, body: JSON.parse(row.response_body) };
    }
    if (!row || Date.now() - started > WAIT_LIMIT_MS) {
      throw new HttpError(409, {
        detail: 'The first request with this key is still being processed.',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}
