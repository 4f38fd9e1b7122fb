// After counted visits are written, the answers showing them that were being asked for again
// are prepared again at once, in-process and one at a time, instead of by the next request
// for each. Every blog page reads its language's featured post, most read posts and tags by
// visits: at 100,000 posts a language, the first page in each language after a flush waited
// about 15 ms for them.
import type { FastifyInstance } from 'fastify';

export class AnswersPreparedAgain {
  private running: Promise<void> = Promise.resolve();
  private closing = false;

  constructor(private readonly app: FastifyInstance) {}

  /** Asks for each of `addresses` in turn, after what was asked for before. */
  prepare(addresses: string[]): void {
    if (addresses.length === 0 || this.closing) return;
    this.running = this.running.then(() => this.askFor(addresses));
  }

  /** Resolves when every answer asked for so far is prepared. */
  settled(): Promise<void> {
    return this.running;
  }

  /** Asks for nothing more; resolves when the answer being prepared is. */
  async close(): Promise<void> {
    this.closing = true;
    await this.running;
  }

  private async askFor(addresses: string[]): Promise<void> {
    for (const url of addresses) {
      if (this.closing) return;
      // An internal read: a post's answer asked for again is not a visit.
      const answer = await this.app.inject({
        method: 'GET',
        url,
        headers: this.app.internalReads.headers(),
      });
      if (answer.statusCode >= 500) {
        this.app.log.warn(
          { url, status: answer.statusCode },
          'an answer could not be prepared again',
        );
      }
    }
  }
}
