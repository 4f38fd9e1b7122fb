// The studio's API: one route per entry of contract/studio/endpoints.ts, registered from
// that table with its schemas (which the OpenAPI document reads) and guarded by the
// access it names. Handlers are thin; the work is in accounts.ts, sessions.ts,
// sign-in-throttle.ts, setup-token.ts and audit.ts.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { STUDIO_ENDPOINTS } from '@contract/studio/endpoints';
import type { StudioEndpointName } from '@contract/studio/endpoints';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { guardStudioRequest } from './guard';
import { accountHandlers } from './account-handlers';
import { mediaHandlers } from './media/media-handlers';
import { postHandlers } from './posts/post-handlers';
import { pageHandlers } from './pages/page-handlers';
import { mailSettingsHandlers } from './mail/mail-settings-handlers';
import { sectionHandlers } from './sections/section-handlers';
import { inboxHandlers } from './inbox/inbox-handlers';
import { StudioRefusal } from './refusals';

type Endpoints = typeof STUDIO_ENDPOINTS;
type Part<K extends StudioEndpointName, P extends string> =
  Endpoints[K] extends Record<P, z.ZodType> ? z.output<Endpoints[K][P]> : undefined;
type Answer<K extends StudioEndpointName> = Endpoints[K] extends { answer: z.ZodType }
  ? z.input<Endpoints[K]['answer']>
  : void;

/** What a handler gets: the request's parts as the contract parsed them. */
export interface StudioCall<K extends StudioEndpointName> {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  body: Part<K, 'body'>;
  params: Part<K, 'params'>;
  query: Part<K, 'query'>;
}

export type StudioHandlers = {
  [K in StudioEndpointName]: (call: StudioCall<K>) => Promise<Answer<K>>;
};

export const studioRoutes: FastifyPluginAsync = async (studio) => {
  await studio.register(cookie);

  // Refusals in the studio's shape, `{detail, fields}` with rule names the studio words.
  studio.setErrorHandler((error, request, reply) => {
    if (error instanceof StudioRefusal) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.split('/').filter(Boolean)[0] ?? 'body';
        (fields[field] ??= []).push(issue.message ?? 'invalid');
      }
      return reply.code(400).send({ detail: 'invalid', fields });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: 'badRequest' });
    if (isDatabaseUnavailable(error)) {
      return reply.code(503).header('retry-after', '5').send({ detail: 'unavailable' });
    }
    request.log.error({ err: error }, 'studio request failed');
    return reply.code(500).send({ detail: 'serverError' });
  });
  studio.setNotFoundHandler((_request, reply) =>
    reply.code(404).header('cache-control', 'no-store').send({ detail: 'notFound' }),
  );

  // An upload's bytes reach its handler as a stream (media/received-file.ts bounds them).
  studio.addContentTypeParser('application/octet-stream', (_request, payload, done) =>
    done(null, payload),
  );

  const handlers: StudioHandlers = {
    ...accountHandlers,
    ...postHandlers,
    ...pageHandlers,
    ...sectionHandlers,
    ...inboxHandlers,
    ...mediaHandlers,
    ...mailSettingsHandlers,
  };
  for (const [name, endpoint] of Object.entries(STUDIO_ENDPOINTS) as [
    StudioEndpointName,
    Endpoints[StudioEndpointName],
  ][]) {
    const handler = handlers[name] as (call: StudioCall<typeof name>) => Promise<unknown>;
    const parts = endpoint as {
      params?: z.ZodType;
      query?: z.ZodType;
      body?: z.ZodType;
      answer?: z.ZodType;
    };
    studio.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        tags: ['studio'],
        summary: endpoint.summary,
        description: `Who may call it: ${describeAccess(endpoint.access)}.`,
        ...(parts.params ? { params: parts.params } : {}),
        ...(parts.query ? { querystring: parts.query } : {}),
        ...(parts.body ? { body: parts.body } : {}),
        ...(parts.answer ? { response: { 200: parts.answer } } : {}),
      },
      // The guard runs before the body is parsed: an unknown caller learns nothing of the rules.
      onRequest: (request, reply) =>
        guardStudioRequest(request, reply, {
          db: studio.db,
          config: studio.config.studio,
          publicOrigin: studio.config.publicOrigin,
          access: endpoint.access,
        }),
      handler: async (request, reply) => {
        const answer = await handler({
          app: studio,
          request,
          reply,
          body: request.body as never,
          params: request.params as never,
          query: request.query as never,
        });
        if (parts.answer) return answer;
        // A download's handler has sent its bytes with their own headers.
        if ('download' in endpoint) return reply;
        return reply.code(204).send();
      },
    });
  }
};

function describeAccess(access: Endpoints[StudioEndpointName]['access']): string {
  if (access === 'public') return 'anyone';
  if (access === 'signedIn') return 'any signed-in account';
  return access.join(', ');
}
