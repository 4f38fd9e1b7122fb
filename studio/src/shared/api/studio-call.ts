// The studio's one way to the service: every call named in the contract's table, sent
// with the session cookie (same origin) and, when it changes something, the session's
// CSRF token (and the version it is based on, If-Match, when the contract asks for one);
// answers parsed with the contract's schema, refusals thrown as StudioApiError.
import { CSRF_HEADER, STUDIO_ENDPOINTS, studioPath } from '@contract/studio/endpoints';
import type { StudioEndpointName } from '@contract/studio/endpoints';
import { z } from 'zod';
import { queryClient } from './query-client';
import { SESSION_KEY } from './session-key';
import type { SessionState } from './session-key';
import { StaleWriteError } from './stale-write-error';
import { StudioApiError } from './studio-api-error';

type Endpoint<N extends StudioEndpointName> = (typeof STUDIO_ENDPOINTS)[N];
type Part<N extends StudioEndpointName, K extends string> =
  Endpoint<N> extends Record<K, z.ZodType> ? Endpoint<N>[K] : never;

export type StudioAnswer<N extends StudioEndpointName> = [Part<N, 'answer'>] extends [never]
  ? undefined
  : z.output<Part<N, 'answer'>>;

export interface StudioCallOptions<N extends StudioEndpointName> {
  params?: Record<string, string | number>;
  query?: Partial<z.input<Part<N, 'query'>>>;
  body?: z.input<Part<N, 'body'>>;
  /** The version a write is based on (`If-Match`); a stale one throws StaleWriteError. */
  ifMatch?: number;
}

/**
 * What a stale write's refusal carries as the current version: what the write answers, or
 * for a write that answers nothing (a delete), what a read of the same address answers.
 */
function currentVersionSchema(name: StudioEndpointName): z.ZodType {
  const endpoint: { path: string; answer?: z.ZodType } = STUDIO_ENDPOINTS[name];
  if (endpoint.answer) return endpoint.answer;
  const read = Object.values(STUDIO_ENDPOINTS).find(
    (other: { method: string; path: string; answer?: z.ZodType }) =>
      other.method === 'GET' && other.path === endpoint.path && other.answer,
  ) as { answer?: z.ZodType } | undefined;
  return read?.answer ?? z.unknown();
}

/** A refusal for want of a session (not a wrong password): the session is over. */
const sessionOver = (name: StudioEndpointName, status: number) =>
  status === 401 && STUDIO_ENDPOINTS[name].access !== 'public';

export async function studioCall<N extends StudioEndpointName>(
  name: N,
  options: StudioCallOptions<N> = {},
): Promise<StudioAnswer<N>> {
  const endpoint: { method: string; answer?: z.ZodType } = STUDIO_ENDPOINTS[name];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (endpoint.method !== 'GET') {
    const token = queryClient.getQueryData<SessionState>(SESSION_KEY)?.csrfToken;
    if (token) headers[CSRF_HEADER] = token;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const address = studioPath(name, options.params) + (search.size ? `?${search}` : '');
  const response = await fetch(address, {
    method: endpoint.method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (response.status === 412 && options.ifMatch !== undefined) {
    throw await StaleWriteError.fromStale(response, currentVersionSchema(name));
  }
  if (!response.ok) {
    const error = await StudioApiError.from(response);
    if (sessionOver(name, response.status)) queryClient.setQueryData(SESSION_KEY, null);
    throw error;
  }
  if (!endpoint.answer) return undefined as StudioAnswer<N>;
  return endpoint.answer.parse(await response.json()) as StudioAnswer<N>;
}
