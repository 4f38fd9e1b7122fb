// One place that turns failures into answers: validation problems become the field-keyed
// 400 the clients expect, known client errors keep their status, and anything else is
// logged and hidden behind a plain 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrors } from '../../../contract/common';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.split('/').filter(Boolean)[0] ?? 'non_field_errors';
        (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.code(400).send(errors);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}.` }),
  );
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported media type in request.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'JSON parse error.';
    default:
      return error.message || 'Bad request.';
  }
}
