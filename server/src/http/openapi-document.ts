// How the API describes itself at /cms/openapi.json (@fastify/swagger from the routes' zod
// schemas): the public API needs no credentials; every operation has a summary, an
// operationId and the 4xx answers the service really sends (the field-keyed 400 of the
// error handler, the `{"detail": ...}` 404); the application's multipart body is
// described; the site's own addresses (pages, feeds, sitemap, robots) are not API calls.
import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import type { OpenAPIV3 } from 'openapi-types';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@contract/api-routes';
import { STUDIO_PREFIX } from '@contract/studio/endpoints';

type Document = OpenAPIV3.Document;

const NOT_FOUND: OpenAPIV3.SchemaObject = {
  type: 'object',
  properties: { detail: { type: 'string' } },
  required: ['detail'],
  additionalProperties: false,
};
/** `{"email": ["..."]}`: messages keyed by the field they are about. */
const FIELD_ERRORS: OpenAPIV3.SchemaObject = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};
const json = (schema: OpenAPIV3.SchemaObject) => ({ 'application/json': { schema } });

/** Request bodies the zod schemas cannot state (multipart), by `METHOD /path`. */
const requestBodies = new Map<string, OpenAPIV3.RequestBodyObject>();
export function describeRequestBody(
  method: string,
  path: string,
  body: OpenAPIV3.RequestBodyObject,
): void {
  requestBodies.set(`${method.toUpperCase()} ${path}`, body);
}

/** `get /cms/content/v1/Blog/{id}/related` → `getContentV1BlogIdRelated`. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/cms\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method, ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The description's first clause, as the operation's one-line summary. */
const summaryOf = (description: string | undefined, fallback: string) =>
  description?.split(/[.;](?:\s|$)/)[0]?.trim() || fallback;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The studio's refusals: a rule's name per field, words left to the studio. */
const STUDIO_REFUSAL: OpenAPIV3.SchemaObject = {
  type: 'object',
  properties: {
    detail: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    retryAfterSeconds: { type: 'integer' },
  },
  required: ['detail'],
};

/** A studio call: its refusals in the studio's shape, and the session it needs. */
function completeStudioOperation(operation: OpenAPIV3.OperationObject) {
  const refusal = (description: string) => ({ description, content: json(STUDIO_REFUSAL) });
  const responses = operation.responses;
  responses['400'] ??= refusal('Invalid input: the rule broken, per field');
  const signedIn = !operation.description?.startsWith('Who may call it: anyone');
  if (signedIn) {
    responses['401'] ??= refusal('Not signed in, or the session has ended');
    responses['403'] ??= refusal('The role may not, or the Origin or CSRF token is wrong');
    operation.security = [{ studioSession: [], studioCsrf: [] }];
  } else {
    responses['403'] ??= refusal('Sent from another origin');
  }
  responses['204'] ??= { description: 'Done' };
}

function completeOperation(method: string, path: string, operation: OpenAPIV3.OperationObject) {
  if (path.startsWith(`${STUDIO_PREFIX}/`)) {
    if (!operation.responses['200']) delete operation.responses['200'];
    completeStudioOperation(operation);
  }
  operation.summary ??= summaryOf(operation.description, `${method.toUpperCase()} ${path}`);
  operation.operationId ??= operationId(method, path);
  const responses = operation.responses;
  responses['400'] ??= {
    description: 'Invalid input, keyed by field',
    content: json(FIELD_ERRORS),
  };
  if (operation.parameters?.some((p) => 'in' in p && p.in === 'path'))
    responses['404'] ??= { description: 'Not found', content: json(NOT_FOUND) };
  for (const response of Object.values(responses)) {
    if ('description' in response && response.description === 'Default Response')
      response.description = 'Answer';
  }
  const body = requestBodies.get(`${method.toUpperCase()} ${path}`);
  if (body) operation.requestBody = body;
}

/** Completes the document @fastify/swagger builds from the routes. */
function completeDocument(document: Document): Document {
  document.components ??= {};
  document.components.securitySchemes = {
    studioSession: {
      type: 'apiKey',
      in: 'cookie',
      name: 'parvaz-studio',
      description: 'The studio session (`__Host-parvaz-studio` over HTTPS), set by sign-in.',
    },
    studioCsrf: {
      type: 'apiKey',
      in: 'header',
      name: 'x-csrf-token',
      description: "The session's token, sent with every POST, PATCH and DELETE.",
    },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) completeOperation(method, path, operation);
    }
  }
  return document;
}

const transform: SwaggerTransform = (input) =>
  input.url.startsWith(`${API_PREFIX}/`)
    ? jsonSchemaTransform(input)
    : { schema: { ...input.schema, hide: true }, url: input.url };

const transformObject: SwaggerTransformObject = (input) =>
  completeDocument(jsonSchemaTransformObject(input) as Document);

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'Parvaz content API',
      version: '1.0.0',
      description:
        'Every call takes `lang` (an active language code; others answer in fa). Paged lists take `limit` and `offset` and answer `{count, next, previous, results}`.',
    },
    servers: [{ url: '/', description: 'This service; the API is under /cms' }],
    // The content API is public: no operation asks for credentials. The studio's calls
    // (under /cms/studio/v1) name the session they need each.
    security: [],
  },
  transform,
  transformObject,
};
