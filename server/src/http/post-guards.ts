// What every visitor POST shares: a per-client rate limit, and a honeypot field that
// people never see, so a filled one marks a bot that gets a normal answer and no row.
import type { FastifyContextConfig } from 'fastify';
import type { Config } from '../config';

export const HONEYPOT_FIELD = 'website';

export function isBot(honeypot: unknown): boolean {
  return typeof honeypot === 'string' && honeypot.trim().length > 0;
}

export function rateLimited(config: Config): FastifyContextConfig {
  return {
    rateLimit: {
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many requests; try again in ${context.after}.`), {
          statusCode: 429,
        }),
    },
  };
}
