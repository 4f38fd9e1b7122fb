// Idempotency-Key support for the two POSTs: the first request with a key claims it, does
// its work and stores its answer in the same transaction; a repeat gets that answer back
// instead of storing a second copy. Keys live 30 days, longer than an outbox keeps items.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { contactReceipt } from '@contract/contact';
import type { Db } from '../db/database';
import { readJsonColumn } from '../db/read-json-column';
import type { Database } from '../db/schema';
import { badRequest, refused } from './error-handler';
import { receiptMessage, refusalMessage } from './refusal-messages';
import type { Receipt } from './refusal-messages';

/** What is kept of a receipt (both POSTs' receipts have this shape): its id, since its
 * detail is worded in each request's language. */
const storedReceipt = contactReceipt.pick({ id: true });

export interface Outcome {
  statusCode: number;
  body: z.infer<typeof storedReceipt>;
}

const KEY_DAYS = 30;
const IN_PROGRESS = 0;

export function requestFingerprint(...parts: (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
}

/**
 * Runs `work` once per key. Without a key it simply runs. The key is claimed in the same
 * transaction as the work and its outcome, so a process killed half-way leaves no claim
 * behind and the retry runs the work again; a duplicate arriving meanwhile waits for
 * that transaction (PostgreSQL's unique index, SQLite's single writer), then replays.
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

  return db.transaction().execute(async (trx) => {
    if (!(await claim(trx, scope, key, fingerprint))) {
      const first = await storedOutcome(trx, scope, key, fingerprint);
      if (first) return first;
    }
    const outcome = await work(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: outcome.statusCode, response_body: JSON.stringify(outcome.body) })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    return outcome;
  });
}

function readKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (key.length < 1 || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest({ 'Idempotency-Key': [refusalMessage('keyInvalid', request.lang)] });
  }
  return key;
}

async function claim(
  trx: Transaction<Database>,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<boolean> {
  const now = new Date();
  await trx
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - KEY_DAYS * 86_400_000).toISOString())
    .execute();
  const inserted = await trx
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

/** The first request's answer; none when its claim was abandoned (an older version's). */
async function storedOutcome(
  trx: Transaction<Database>,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<Outcome | undefined> {
  const row = await trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  if (row && row.request_hash !== fingerprint) {
    throw refused(422, 'keyReused');
  }
  if (row && row.status_code !== IN_PROGRESS) {
    return {
      statusCode: row.status_code,
      body: readJsonColumn(storedReceipt, row.response_body, 'idempotency_keys.response_body'),
    };
  }
  // Claims are committed with their outcome, so one still in progress was left by a
  // process that stopped half-way under the earlier scheme: its work never happened.
  return undefined;
}

/** A stored post's answer: its id, and the receipt in this request's language (a replay's too). */
export function receiptFor(outcome: Outcome, receipt: Receipt, lang: string) {
  return { id: outcome.body.id, detail: receiptMessage(receipt, lang) };
}
