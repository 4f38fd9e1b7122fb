// /sitemap.xml, the index robots.txt names, and the files it lists under /sitemaps/ (see
// sitemap-files.ts). The index is small and sent as tagged bytes; a file is sent as it is
// written, compressed on the way, so a large one never sits whole in memory.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compressedStream } from '../http/compressed-stream';
import { readyBytes, sendReadyBytes, sendTagged } from '../http/ready-bytes';
import { Sitemaps } from './sitemap-files';
import { SITEMAP_LIMITS } from './sitemap-plan';
import { serviceOrigin } from './request-origin';

const XML = 'application/xml; charset=utf-8';
const CACHE_CONTROL = 'public, max-age=3600';

export function registerSitemapRoutes(
  app: FastifyInstance,
  origin: (request: FastifyRequest) => string,
): void {
  const sitemaps = new Sitemaps(
    app.db,
    () => app.pages.addressVersion,
    SITEMAP_LIMITS,
    app.longReads,
  );
  app.addHook('onReady', async () => {
    // Read while the service prepares its fixed pages (0.3-0.65 s at 100,000 posts a
    // language, on SQLite in its reader thread); a request that comes before it ends waits
    // for the same read. Not a reason not to start: the first request reads them again.
    void sitemaps.prepare(serviceOrigin(app.config)).catch((error: unknown) => {
      app.log.warn({ err: error }, 'the sitemap could not be prepared at start');
    });
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const index = await sitemaps.index(origin(request));
    sendReadyBytes(request, reply, readyBytes(Buffer.from(index)), {
      contentType: XML,
      cacheControl: CACHE_CONTROL,
    });
    return reply;
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { compress: false },
    async (request, reply) => {
      const file = await sitemaps.file(origin(request), request.params.file);
      if (!file) return reply.callNotFound();
      sendTagged(
        request,
        reply,
        file.tag,
        { contentType: XML, cacheControl: CACHE_CONTROL },
        (encoding) =>
          // Read on only as fast as the client (or the compressor) takes it.
          ({ encoding, payload: compressedStream(file.parts, encoding) }),
      );
      return reply;
    },
  );
}
