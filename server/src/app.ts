// Builds the Fastify instance: core plugins, the API areas under /cms, and the built
// site at /. Tests call buildApp() and use inject(); main.ts only listens.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { installErrorHandling } from './http/error-handler';
import { PreparedResponses } from './http/prepared-responses';
import { ActiveLanguages, installRequestLanguage } from './http/request-language';
import { VisitCounter } from './http/visit-counter';
import { apiAreas } from './modules/api-areas';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    prepared: PreparedResponses;
    visits: VisitCounter;
    languages: ActiveLanguages;
    /** Call after content changes: refreshes languages and drops prepared answers. */
    contentChanged(): Promise<void>;
  }
  interface FastifyRequest {
    lang: string;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Serve the built site at / (off in API-only tests). */
  serveSite?: boolean;
  logger?: boolean;
}

/** Multipart bodies carry one PDF of at most 5 MB plus a few fields. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_JSON_BYTES = 64 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: MAX_JSON_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: true,
    // One structured line per request (written when it is answered) instead of two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Successful reads are the bulk of the traffic and mostly come from prepared answers;
  // they log at debug so that writes, refusals and failures stand out at info.
  app.addHook('onResponse', async (request, reply) => {
    const quiet = reply.statusCode < 400 && (request.method === 'GET' || request.method === 'HEAD');
    request.log[quiet ? 'debug' : 'info'](
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'answered',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('prepared', new PreparedResponses());
  app.decorate('languages', new ActiveLanguages());
  app.decorate('visits', new VisitCounter(db, () => app.prepared.invalidate()));
  app.decorate('contentChanged', async () => {
    await app.languages.reload(app);
    app.prepared.invalidate();
  });
  app.addHook('onReady', async () => {
    await app.languages.reload(app);
    app.visits.start(config.visitFlushMs);
  });
  app.addHook('onClose', async () => {
    await app.visits.stop();
  });

  installErrorHandling(app);
  installRequestLanguage(app);

  await app.register(helmet, {
    // The site's own policy: scripts and styles only from itself; media from itself.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // API answers arrive compressed already (prepared responses); other routes opt in.
  await app.register(compress, { global: false, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 20,
      fieldSize: MAX_JSON_BYTES,
      parts: 25,
    },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parvaz content API',
        version: '1.0.0',
        description:
          'Every call takes `lang` (an active language code; others answer in fa). Paged lists take `limit` and `offset` and answer `{count, next, previous, results}`.',
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      for (const area of apiAreas) await api.register(area);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/cms' },
  );

  if (options.serveSite !== false) {
    const { siteRoutes } = await import('./site/routes');
    await app.register(siteRoutes as FastifyPluginAsync);
  }
  return app;
}
