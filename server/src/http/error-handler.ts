// One place that turns failures into answers: validation problems become the field-keyed
// 400 the clients expect, known client errors keep their status, and anything else is
// logged and hidden behind a plain 500.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrors } from '@contract/common';
import { isDatabaseUnavailable } from '../db/unavailable';
import { unavailableMessage } from './unavailable-message';
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { queryRefusal } from './query-refusals';
import { languageInUrl, refusalMessage } from './refusal-messages';
import type { Refusal } from './refusal-messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    /** A refusal worded in the request's language when it is answered. */
    readonly refusal?: Refusal,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

/** A refusal in the API's `{detail}` shape, worded in the request's language. */
export const refused = (statusCode: number, refusal: Refusal) =>
  new HttpError(statusCode, { detail: refusalMessage(refusal, DEFAULT_LANGUAGE) }, refusal);

export const notFound = () => refused(404, 'notFound');
/** What was found, or a 404 when nothing was. */
export function orNotFound<T>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw notFound();
  return found;
}
export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);

export function installErrorHandling(app: FastifyInstance): void {
  // Resolved here: a refusal may come before the request's language hook ran.
  const refusalLanguage = (request: FastifyRequest) =>
    app.languages.resolve((request.query as { lang?: unknown } | undefined)?.lang);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const lang = refusalLanguage(request);
    if (error instanceof HttpError) {
      const body = error.refusal ? { detail: refusalMessage(error.refusal, lang) } : error.body;
      return reply.code(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.split('/').filter(Boolean)[0] ?? 'non_field_errors';
        (errors[field] ??= []).push(queryRefusal(issue, lang));
      }
      return reply.code(400).send(errors);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: clientMessage(error, lang) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ detail: unavailableMessage(request.lang) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: refusalMessage('serverError', lang) });
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = refusalLanguage(request);
    return reply.code(404).send({ detail: refusalMessage('notFound', lang) });
  });
}

/** A refusal raised before the route ran (a broken address), in the address's language. */
export function badUrlAnswer(url: string | undefined) {
  return { detail: refusalMessage('badUrl', languageInUrl(url)) };
}

function clientMessage(error: FastifyError, lang: string): string {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
      return refusalMessage('fileTooLarge', lang);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return refusalMessage('bodyTooLarge', lang);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return refusalMessage('badMediaType', lang);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return refusalMessage('badJson', lang);
    default:
      return error.statusCode === 429
        ? refusalMessage('tooMany', lang)
        : refusalMessage(error.statusCode === 413 ? 'bodyTooLarge' : 'badRequest', lang);
  }
}

/** Refusals the HTTP parser makes before there is a request (headers too large, a broken
 * request line): written to the socket in the API's shape, in the address's language. */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Duplex,
) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
  const firstLine = raw.subarray(0, 2048).toString('latin1').split('\r\n')[0];
  const lang = languageInUrl(firstLine?.split(' ')[1]);
  const body = JSON.stringify({
    detail: refusalMessage(status === 431 ? 'headersTooLarge' : 'badRequest', lang),
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Language: ${lang}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
