// The one way the site reads from the content service: its base address comes from
// configuration, every request carries the current language, and every answer is parsed
// with its contract so a malformed answer becomes a typed error instead of a blank
// screen. The HTTP client and the contracts load with the first read (see
// answer-schemas.ts), so this module costs a page next to nothing.
import type { z } from 'zod';
import { READS, fillRoute } from '@contract/api-routes';
import type { ReadInput, ReadName } from '@contract/api-routes';
import { loadSanitizer } from '../ui/html-sanitizer';
import type * as AnswerSchemas from './answer-schemas';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Params = Record<string, string | number | boolean | undefined>;

/** The name of an answer's contract. */
export type AnswerName = keyof typeof AnswerSchemas;
export type Answer<N extends AnswerName> = z.output<(typeof AnswerSchemas)[N]>;

/**
 * How the service renders pages: it answers the site's reads itself instead of over HTTP.
 * Throws an ApiError for an error status.
 */
export type ApiTransport = (path: string, params: Params) => Promise<unknown>;
/** The transport of the page being rendered on the service; none in the browser. */
let currentTransport: () => ApiTransport | undefined = () => undefined;

export function setApiTransportSource(source: () => ApiTransport | undefined): void {
  currentTransport = source;
}

async function read(path: string, params: Params): Promise<unknown> {
  const transport = currentTransport();
  if (transport) return transport(path, params);
  const { http } = await import('./http-client');
  return (await http.get(path, { params })).data;
}

/** The reads of the service (contract/api-routes.ts) whose answers the site reads. */
export type SiteRead = {
  [N in ReadName]: (typeof READS)[N]['answer'] extends AnswerName ? N : never;
}[ReadName];
type ReadAnswer<N extends SiteRead> = Answer<(typeof READS)[N]['answer'] & AnswerName>;

/**
 * Reads one of the service's calls by its name in contract/api-routes.ts, with its path
 * parts and query typed by the service's own schema (the language is added).
 */
export function apiRead<N extends SiteRead>(
  name: N,
  lang: string,
  ...[input]: Record<never, never> extends ReadInput<N> ? [ReadInput<N>?] : [ReadInput<N>]
): Promise<ReadAnswer<N>> {
  const { route, answer } = READS[name];
  const { path, query } = fillRoute(route, (input ?? {}) as Record<string, unknown>);
  return fetchJson(path, answer as AnswerName, lang, query as Params) as Promise<ReadAnswer<N>>;
}

let answerSchemas: Promise<typeof AnswerSchemas> | undefined;

/**
 * The answers' contracts, imported once: each `import()` of a module already loaded still
 * resolves its address again, about half a millisecond of each page the service renders (a
 * dozen reads). A failed load is tried again by the next read.
 */
function loadAnswerSchemas(): Promise<typeof AnswerSchemas> {
  answerSchemas ??= import('./answer-schemas').catch((error: unknown) => {
    answerSchemas = undefined;
    throw error;
  });
  return answerSchemas;
}

/** A GET of any path under the API, its answer checked by the named contract. */
export async function fetchJson<N extends AnswerName>(
  path: string,
  answer: N,
  lang: string,
  params: Params = {},
): Promise<Answer<N>> {
  const schemas = loadAnswerSchemas();
  // Answers carry HTML: its sanitizer is ready before any screen renders them.
  const sanitizer = loadSanitizer();
  let data: unknown;
  try {
    data = await read(path, { ...params, lang });
  } catch (error) {
    throw toApiError(error);
  }
  await sanitizer;
  const parsed = (await schemas)[answer].safeParse(data);
  if (!parsed.success)
    throw new ApiError(`Unexpected answer from ${path}`, 200, parsed.error.issues);
  return parsed.data as Answer<N>;
}

interface HttpFailure {
  isAxiosError: true;
  message: string;
  response?: { status: number; data: unknown };
}

/** What axios.isAxiosError checks, without loading axios to ask. */
const isHttpFailure = (error: unknown): error is HttpFailure =>
  typeof error === 'object' && error !== null && 'isAxiosError' in error;

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isHttpFailure(error)) return new ApiError(String(error), undefined);
  const status = error.response?.status;
  // The spec's wording: a missing record usually means it is not written in this language.
  if (status === 404) console.info('Resource not found - possibly a language issue');
  return new ApiError(error.message, status, error.response?.data);
}
