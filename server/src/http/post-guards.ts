// What every visitor POST shares: a per-client rate limit, and a honeypot field that
// people never see, so a filled one marks a bot that gets a normal answer and no row.
import type { FastifyContextConfig } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { languageInUrl, refusalMessage } from './refusal-messages';
import type { Config } from '../config';

export function isBot(honeypot: unknown): boolean {
  if (honeypot === undefined || honeypot === null) return false;
  return typeof honeypot !== 'string' || honeypot.trim().length > 0;
}

/** The id a bot's post is answered with, as a stored one would be: the next in the table. */
export async function idForBot(
  db: Kysely<Database>,
  table: 'contact_messages' | 'form_submissions',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export function rateLimited(config: Config): FastifyContextConfig {
  return {
    rateLimit: {
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      errorResponseBuilder: (request) =>
        Object.assign(new Error(refusalMessage('tooMany', languageInUrl(request.url))), {
          statusCode: 429,
        }),
    },
  };
}
