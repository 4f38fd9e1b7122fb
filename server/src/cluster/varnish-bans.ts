// Tells the shared caches in front (VARNISH_BAN_URLS) what a content change dropped: one BAN
// request per cache naming the changed tags (cache-tags.ts) as a regular expression over the
// answers' `x-parvaz-tags` (deploy/varnish/parvaz.vcl bans by it). Only the instance that made
// the change sends it. A cache that does not answer is logged: its copies age out by their
// Cache-Control (s-maxage 30 s) instead.
import type { FastifyBaseLogger } from 'fastify';

/** Tags a ban names at most, so its header stays small; more go in more bans. */
const TAGS_PER_BAN = 100;
const BAN_TIMEOUT_MS = 1_000;

const escaped = (tag: string) => tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ban's expression: any of `tags` as a whole word of the header, with no space in it:
 * Varnish's ban parser splits its arguments at spaces, quoted or not.
 */
export const banPattern = (tags: readonly string[]) =>
  `(^|\\s)(${tags.map(escaped).join('|')})(\\s|$)`;

export class VarnishBans {
  constructor(
    private readonly caches: readonly string[],
    private readonly log: FastifyBaseLogger,
  ) {}

  async ban(tags: readonly string[]): Promise<void> {
    if (this.caches.length === 0 || tags.length === 0) return;
    const unique = [...new Set(tags)];
    const bans: string[] = [];
    for (let start = 0; start < unique.length; start += TAGS_PER_BAN)
      bans.push(banPattern(unique.slice(start, start + TAGS_PER_BAN)));
    await Promise.all(
      this.caches.flatMap((cache) =>
        bans.map(async (pattern) => {
          try {
            const answer = await fetch(cache, {
              method: 'BAN',
              headers: { 'x-parvaz-ban': pattern },
              signal: AbortSignal.timeout(BAN_TIMEOUT_MS),
            });
            if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
          } catch (error) {
            this.log.warn({ err: error, cache }, 'a shared cache did not take a ban');
          }
        }),
      ),
    );
  }
}
