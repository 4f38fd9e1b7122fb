// Path ids are positive integers; anything else names nothing, so it is a 404, not a 500.
import { notFound } from './error-handler';

export function pathId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

/** `-field` → [field, 'desc']; `field` → [field, 'asc']. */
export function parseOrdering<F extends string>(ordering: string): readonly [F, 'asc' | 'desc'] {
  const descending = ordering.startsWith('-');
  return [(descending ? ordering.slice(1) : ordering) as F, descending ? 'desc' : 'asc'];
}
