// Images and video of the content: /cms/media/<name>.<ext>, immutable for a year.
// A `.webp` address with `?w=` one of IMAGE_COPY_WIDTHS answers the smaller copy of the
// same image (the site builds its srcset that way); other widths answer the original.
// Images of the studio's media library also have AVIF copies: a browser that takes AVIF
// gets one for the `.webp` address (about a third smaller), with `Vary: Accept`.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_COPY_WIDTHS } from '@contract/api-routes';
import { notFound } from '../../http/error-handler';

const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.(webp|avif|svg|png|webm|mp4)$/;
const VARIANT_WIDTHS = new Set(IMAGE_COPY_WIDTHS.map(String));

export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const mediaDir = app.config.mediaDir;
  await app.register(fastifyStatic, {
    root: mediaDir,
    serve: false,
    cacheControl: false,
    // Every address names fixed bytes, so caches may keep them for a year.
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['media files'],
        description: `An image or video. \`w=${IMAGE_COPY_WIDTHS.join('|')}\` picks a smaller copy of an image; a WebP address answers AVIF where there is a copy and the request accepts it.`,
        params: z.object({ file: z.string().max(100) }),
        querystring: z.object({ w: z.string().max(10).optional() }),
      },
    },
    (request, reply) => {
      const { file } = request.params;
      if (!FILE_NAME.test(file)) throw notFound();
      const width = request.query.w;
      const image = /\.(webp|avif)$/.exec(file);
      let chosen = file;
      if (image && width && VARIANT_WIDTHS.has(width)) {
        const variant = file.replace(/\.(webp|avif)$/, `-w${width}.$1`);
        if (fs.existsSync(path.join(mediaDir, variant))) chosen = variant;
      }
      if (!fs.existsSync(path.join(mediaDir, chosen))) throw notFound();
      if (chosen.endsWith('.webp')) {
        const avif = chosen.replace(/\.webp$/, '.avif');
        if (fs.existsSync(path.join(mediaDir, avif))) {
          reply.header('vary', 'Accept');
          if (/\bimage\/avif\b/.test(request.headers.accept ?? '')) chosen = avif;
        }
      }
      return reply.sendFile(chosen);
    },
  );
};
