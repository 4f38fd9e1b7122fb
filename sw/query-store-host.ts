// The service worker's side of the saved query cache: pages send their reads and writes
// here (see src/shared/offline/query-store-protocol.ts) and get the answer on the port
// they sent. A failure answers `ok: false`, and the page then tries itself.
/// <reference lib="webworker" />
import { QueryCacheDatabase } from '@shared/offline/query-cache-database';
import { withoutWithdrawn } from '@shared/offline/withdrawn-queries';
import type { WithdrawnItem } from '@shared/offline/withdrawn-queries';
import { knownWithdrawn } from './forget-withdrawn';
import { QUERY_STORE_MESSAGE } from '@shared/offline/query-store-protocol';
import type { QueryStoreReply, QueryStoreRequest } from '@shared/offline/query-store-protocol';

let database: QueryCacheDatabase | undefined;

/** How long a page's first read waits for the word on withdrawn posts (the page itself
 * waits 1.5 s for its saved cache before showing what it has). */
const CHECK_WAIT_MS = 1000;

async function answer(
  request: QueryStoreRequest,
  withdrawn: () => Promise<WithdrawnItem[]>,
): Promise<QueryStoreReply> {
  database ??= new QueryCacheDatabase();
  const { entries } = database;
  if (request.op === 'get') {
    const posts = await Promise.race([
      withdrawn(),
      new Promise<WithdrawnItem[]>((resolve) => setTimeout(() => resolve([]), CHECK_WAIT_MS)),
    ]);
    const value = (await entries.get(request.key))?.value ?? null;
    return { ok: true, value: value === null ? null : withoutWithdrawn(value, posts) };
  }
  if (request.op === 'set') {
    // A page that restored a copy before the withdrawal would save it again.
    const value = withoutWithdrawn(request.value, await knownWithdrawn());
    await entries.put({ key: request.key, value });
  } else await entries.delete(request.key);
  return { ok: true, value: null };
}

export function isQueryStoreRequest(data: unknown): data is QueryStoreRequest {
  return (data as { type?: unknown } | null)?.type === QUERY_STORE_MESSAGE;
}

/** `withdrawn`: asks the service what was withdrawn since last time (on a page's reads). */
export function handleQueryStoreRequest(
  event: ExtendableMessageEvent,
  withdrawn: () => Promise<WithdrawnItem[]>,
): void {
  const port = event.ports[0];
  if (!port || !isQueryStoreRequest(event.data)) return;
  event.waitUntil(
    answer(event.data, withdrawn).then(
      (reply) => port.postMessage(reply),
      () => port.postMessage({ ok: false, value: null } satisfies QueryStoreReply),
    ),
  );
}
