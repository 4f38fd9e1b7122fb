// The one HTTP client of the site: its base address comes from configuration, every
// request carries the current language, and every answer is parsed with its contract so a
// malformed answer becomes a typed error instead of a blank screen.
import './zod-setup';
import axios from 'axios';
import type { z } from 'zod';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/cms';

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

export const http = axios.create({
  baseURL: API_BASE,
  headers: { 'Content-Type': 'application/json' },
});

type Params = Record<string, string | number | boolean | undefined>;

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

export async function fetchJson<S extends z.ZodType>(
  path: string,
  schema: S,
  lang: string,
  params: Params = {},
): Promise<z.output<S>> {
  let data: unknown;
  try {
    const transport = currentTransport();
    data = transport
      ? await transport(path, { ...params, lang })
      : (await http.get(path, { params: { ...params, lang } })).data;
  } catch (error) {
    throw toApiError(error);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new ApiError(`Unexpected answer from ${path}`, 200, parsed.error.issues);
  return parsed.data;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!axios.isAxiosError(error)) return new ApiError(String(error), undefined);
  const status = error.response?.status;
  // The spec's wording: a missing record usually means it is not written in this language.
  if (status === 404) console.info('Resource not found - possibly a language issue');
  return new ApiError(error.message, status, error.response?.data);
}
