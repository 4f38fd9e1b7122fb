// The service worker's side of the saved query cache: pages send their reads and writes
// here (see src/shared/offline/query-store-protocol.ts) and get the answer on the port
// they sent. A failure answers `ok: false`, and the page then tries itself.
/// <reference lib="webworker" />
import { QueryCacheDatabase } from '@shared/offline/query-cache-database';
import { QUERY_STORE_MESSAGE } from '@shared/offline/query-store-protocol';
import type { QueryStoreReply, QueryStoreRequest } from '@shared/offline/query-store-protocol';

let database: QueryCacheDatabase | undefined;

async function answer(request: QueryStoreRequest): Promise<QueryStoreReply> {
  database ??= new QueryCacheDatabase();
  const { entries } = database;
  if (request.op === 'get')
    return { ok: true, value: (await entries.get(request.key))?.value ?? null };
  if (request.op === 'set') await entries.put({ key: request.key, value: request.value });
  else await entries.delete(request.key);
  return { ok: true, value: null };
}

export function isQueryStoreRequest(data: unknown): data is QueryStoreRequest {
  return (data as { type?: unknown } | null)?.type === QUERY_STORE_MESSAGE;
}

export function handleQueryStoreRequest(event: ExtendableMessageEvent): void {
  const port = event.ports[0];
  if (!port || !isQueryStoreRequest(event.data)) return;
  event.waitUntil(
    answer(event.data).then(
      (reply) => port.postMessage(reply),
      () => port.postMessage({ ok: false, value: null } satisfies QueryStoreReply),
    ),
  );
}
