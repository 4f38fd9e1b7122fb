// The service reads its own API in-process while it renders a page. Those reads carry a
// header with a secret drawn at start, so the API can tell them from a visitor's: a post's
// visit is counted once per page view by the page route, whether the page was rendered
// or sent from the page cache, and never for the renderer's own read.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-parvaz-internal-read';

export class InternalReads {
  private readonly secret = crypto.randomBytes(18).toString('base64url');

  headers(): Record<string, string> {
    return { [HEADER]: this.secret };
  }

  isInternal(request: FastifyRequest): boolean {
    return request.headers[HEADER] === this.secret;
  }
}
