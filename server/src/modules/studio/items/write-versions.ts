// Every write of an item names the version it read (If-Match) and moves it on in the same
// transaction as the write, so of two editors saving at once one is told (412, with the
// item as it is now) instead of silently overwritten.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StudioRefusal } from '../refusals';
import type { Author } from './item-rows';

export const authorOf = (request: FastifyRequest): Author => {
  const account = request.studio.session!.account;
  return { id: account.id, email: account.email };
};

/** The version an `If-Match` names (`"7"` or `W/"7"`); 428 when a write names none. */
export function basedOn(request: FastifyRequest): number {
  const match = /^(?:W\/)?"(\d+)"$/.exec(request.headers['if-match']?.trim() ?? '');
  if (!match) throw new StudioRefusal(428, 'versionRequired');
  return Number(match[1]);
}

/** The answer with its version as its ETag, the one the next write names. */
export const withVersion = <E extends { version: number }>(reply: FastifyReply, editor: E): E => {
  reply.header('etag', `"${editor.version}"`);
  return editor;
};

/** A stale write's refusal carries the item as it is now, whole. */
export class StaleWrite extends StudioRefusal {
  constructor(readonly current: unknown) {
    super(412, 'stale');
  }
  override get body() {
    return { detail: 'stale', current: this.current } as never;
  }
}
