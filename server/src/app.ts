// Builds the Fastify instance: core plugins, the API areas under /cms, and the built
// site at /. Tests call buildApp() and use inject(); main.ts only listens.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { openLongReads } from './db/long-reads';
import type { LongReads } from './db/long-reads';
import { answerClientError, badUrlAnswer, installErrorHandling } from './http/error-handler';
import { installNulGuard } from './http/nul-guard';
import { openApiOptions } from './http/openapi-document';
import { InternalReads } from './http/internal-reads';
import { AnswersPreparedAgain } from './http/prepared-again';
import { PreparedResponses } from './http/prepared-responses';
import { ActiveLanguages, installRequestLanguage } from './http/request-language';
import { VisitCounter } from './http/visit-counter';
import { apiAreas } from './modules/api-areas';
import { ListCounts } from './modules/blog/list-counts';
import { MULTIPART_LIMITS } from './modules/forms/read-upload';
import { MailSender } from './modules/mail/mail-sender';
import { RetentionSweeper } from './modules/studio/inbox/retention-sweeper';
import { PageCache } from './site/page-cache';
import { openStores } from './storage/open-storage';
import type { Stores } from './storage/storage';
import type { PostChange } from './http/post-change';
import type { ReadChange } from './http/read-change';
import { noContentBus, PostgresContentBus } from './cluster/content-bus';
import type { ContentBus } from './cluster/content-bus';
import { changeOf, messageOf } from './cluster/content-messages';
import { registerReadiness } from './cluster/readiness';
import { openRedis, redisReady } from './cluster/shared-limits';
import { changedTags } from './cluster/cache-tags';
import { VarnishBans } from './cluster/varnish-bans';
import type { Redis } from 'ioredis';
import { studioRoutes } from './modules/studio/routes';
import { API_PREFIX } from '@contract/api-routes';
import { STUDIO_PREFIX } from '@contract/studio/endpoints';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Media and uploaded files: local folders or S3 buckets (storage/). */
    storage: Stores;
    /** Reads of every row of a large table, off the service's thread (db/long-reads.ts). */
    longReads: LongReads;
    prepared: PreparedResponses;
    preparedAgain: AnswersPreparedAgain;
    /** How many posts each blog list keeps (modules/blog/list-counts.ts). */
    postCounts: ListCounts;
    /** Rendered pages, feeds and not-found answers, as bytes (site/page-cache.ts). */
    pages: PageCache;
    internalReads: InternalReads;
    visits: VisitCounter;
    /** Sends the queued mail; nudged after a submission commits (modules/mail/). */
    mailSender: MailSender;
    /** Offers to run the inbox's retention sweep, one instance at a time. */
    retentionSweeper: RetentionSweeper;
    languages: ActiveLanguages;
    /**
     * Call after content changes: refreshes languages, drops prepared answers, counts and
     * pages; given the change of one post, only what may show it (http/post-change.ts).
     */
    contentChanged(change?: PostChange | ReadChange): Promise<void>;
    /** Tells the other instances on the database of content changes (cluster/content-bus.ts). */
    contentBus: ContentBus;
    /** The Redis server instances share their post limits in; null without REDIS_URL. */
    redis: Redis | null;
    /** From SIGTERM on: the readiness check answers 503 while requests drain. */
    draining: boolean;
  }
  interface FastifyRequest {
    lang: string;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** The storage areas, when the caller opened them already (closed with the app). */
  stores?: Stores;
  /** Serve the built site at / (off in API-only tests). */
  serveSite?: boolean;
  /** false for none; a stream to read the JSON log lines (tests). */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

const MAX_JSON_BYTES = 64 * 1024;

/** A hop count trusts that many proxies next to the service (Fastify's types take no number). */
function proxyTrust(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(typeof options.logger === 'object' ? options.logger : {}) },
    bodyLimit: MAX_JSON_BYTES,
    // Every request is answered or closed in bounded time, however slowly it is sent.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // Node looks for expired requests at this interval (30 s by default).
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(5_000, Math.floor(config.timeouts.headersMs / 4)),
      ),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: proxyTrust(config.trustProxy),
    clientErrorHandler: answerClientError,
    // A broken address (bad percent-encoding) answers in the API's shape and language.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 400);
      void (reply as FastifyReply).code(status).send(badUrlAnswer(request.raw.url));
    },
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
  const stores = options.stores ?? openStores(config);
  app.decorate('storage', stores);
  app.decorate('longReads', openLongReads(config.database, db));
  app.decorate('prepared', new PreparedResponses(config.varnishBanUrls.length > 0));
  app.decorate('postCounts', new ListCounts());
  app.decorate('pages', new PageCache(config.pageCache));
  app.decorate('internalReads', new InternalReads());
  app.decorate('languages', new ActiveLanguages());
  app.decorate('preparedAgain', new AnswersPreparedAgain(app));
  // Counted visits refresh the API's answers that show them (most-read lists), those being
  // asked for again at once (http/prepared-again.ts); pages keep theirs until their age
  // limit, so a busy post does not have its page rendered again every flush.
  app.decorate(
    'visits',
    new VisitCounter(db, () => app.preparedAgain.prepare(app.prepared.forgetVisitCounts()), {
      onFailed: (error) =>
        app.log.error(
          { err: error },
          'counted visits could not be written; kept for the next flush',
        ),
    }),
  );
  app.decorate('mailSender', new MailSender(db, config.mail, app.log));
  app.decorate(
    'retentionSweeper',
    new RetentionSweeper(db, stores.uploads, config.retentionSweepMs, app.log),
  );
  // What a content change forgets here; contentChanged also tells the other instances.
  const forgetChanged = async (change?: PostChange | ReadChange) => {
    await app.languages.reload(app);
    if (change?.kind === 'reads') {
      app.prepared.forgetReads(change);
      app.pages.forgetReads(change);
      return;
    }
    // A list's count moves only when a language of a post comes or goes.
    if (!change || change.listsMove) app.postCounts.invalidate();
    if (change) {
      app.prepared.forgetPost(change);
      app.pages.forgetPost(change);
      return;
    }
    app.prepared.invalidate();
    app.pages.invalidate();
  };
  app.decorate(
    'contentBus',
    config.database.kind === 'postgres'
      ? new PostgresContentBus(
          db,
          config.database.url,
          (message) => forgetChanged(changeOf(message)),
          app.log,
        )
      : noContentBus,
  );
  app.decorate('redis', config.redisUrl ? openRedis(config.redisUrl) : null);
  app.decorate('draining', false);
  const cacheBans = new VarnishBans(config.varnishBanUrls, app.log);
  app.decorate('contentChanged', async (change?: PostChange | ReadChange) => {
    await forgetChanged(change);
    const message = messageOf(change);
    // The other instances forget theirs; the shared caches in front drop the same, once.
    await Promise.all([app.contentBus.announce(message), cacheBans.ban(changedTags(message))]);
  });
  app.addHook('onReady', async () => {
    await app.languages.reload(app);
    await app.contentBus.start();
    if (app.redis) await redisReady(app.redis);
    app.visits.start(config.visitFlushMs);
    app.mailSender.start();
    app.retentionSweeper.start();
  });
  app.addHook('onClose', async () => {
    await app.contentBus.close();
    app.redis?.disconnect();
    await app.preparedAgain.close();
    await app.visits.stop();
    await app.mailSender.stop();
    await app.retentionSweeper.stop();
    await app.longReads.close();
    stores.close();
  });

  installErrorHandling(app);
  installRequestLanguage(app);
  installNulGuard(app);

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
    // No Cross-Origin-Opener-Policy: with `same-origin`, every arrival from another page
    // (another site, a new tab) puts the page in a browsing context group of its own, so the
    // browser starts a renderer process for it while it loads. On a phone-emulated first
    // visit (Lighthouse, 4x) that took the home page's total blocking time from 110 ms to
    // 650 ms (median of 5 runs each, the same page without its script: 190 against 630).
    // The public pages hold nothing for an opener to read: they refuse to be framed
    // (frame-ancestors), open other sites with noopener and use no cross-origin isolation.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // API answers arrive compressed already (prepared responses); other routes opt in.
  await app.register(compress, { global: false, threshold: 1024, encodings: ['br', 'gzip'] });
  // One limit between instances when they share a Redis server (cluster/shared-limits.ts).
  await app.register(rateLimit, {
    global: false,
    ...(app.redis && { redis: app.redis, nameSpace: 'parvaz-limit-', skipOnError: true }),
  });
  registerReadiness(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(swagger, openApiOptions);

  await app.register(
    async (api) => {
      for (const area of apiAreas) await api.register(area);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );
  // The editors' workspace: its own routes, error shape and session, never cached.
  await app.register(studioRoutes, { prefix: STUDIO_PREFIX });

  if (options.serveSite !== false) {
    const { siteRoutes } = await import('./site/routes');
    await app.register(siteRoutes as FastifyPluginAsync);
    const { studioApp } = await import('./site/studio-app');
    await app.register(studioApp);
  }
  return app;
}
