// Refuses a NUL character anywhere a visitor can put text (the path, a query parameter, a
// JSON body's strings) with the field-keyed 400, the same on both databases: PostgreSQL
// cannot store or compare it, and a 5xx would make the site's outbox resend it forever.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './error-handler';
import { refusalMessage } from './refusal-messages';

export function installNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.includes('%00')) return;
    const message = refusalMessage('nul', request.lang);
    const [pathPart = '', queryPart = ''] = request.url.split('?', 2);
    if (pathPart.includes('%00')) throw badRequest({ path: [message] });
    for (const pair of queryPart.split('&')) {
      if (!pair.includes('%00')) continue;
      const name = safeDecode(pair.split('=', 1)[0] ?? '');
      throw badRequest({ [name.replace(/\0/g, '') || 'non_field_errors']: [message] });
    }
  });
  app.addHook('preValidation', async (request) => {
    const field = fieldWithNul(request.body);
    if (field !== undefined) throw badRequest({ [field]: [refusalMessage('nul', request.lang)] });
  });
}

/** The top-level field whose value holds a NUL somewhere, if any. */
function fieldWithNul(body: unknown): string | undefined {
  if (typeof body === 'string') return body.includes('\0') ? 'non_field_errors' : undefined;
  // Only parsed JSON is looked into: a file's bytes (a Buffer, or the stream of an upload
  // the studio reads itself) are no text, and walking a stream's fields would walk the
  // bytes it holds, one entry each.
  if (body === null || typeof body !== 'object' || ArrayBuffer.isView(body) || isStream(body))
    return undefined;
  for (const [name, value] of Object.entries(body)) {
    if (name.includes('\0') || holdsNul(value))
      return name.replace(/\0/g, '') || 'non_field_errors';
  }
  return undefined;
}

const isStream = (value: object) => typeof (value as { pipe?: unknown }).pipe === 'function';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object' || depth > 20) return false;
  if (ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(
    ([key, inner]) => key.includes('\0') || holdsNul(inner, depth + 1),
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
