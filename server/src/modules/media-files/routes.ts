// Images and video of the content: /cms/media/<name>.<ext>, immutable for a year.
// A `.webp` address with `?w=` one of IMAGE_COPY_WIDTHS answers the smaller copy of the
// same image (the site builds its srcset that way); other widths answer the original.
// Images of the studio's media library also have AVIF copies: a browser that takes AVIF
// gets one for the `.webp` address (about a third smaller), with `Vary: Accept`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_COPY_WIDTHS } from '@contract/api-routes';
import { notFound } from '../../http/error-handler';
import { sendStored } from '../../storage/send-stored';

const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.(webp|avif|svg|png|webm|mp4)$/;
const VARIANT_WIDTHS = new Set(IMAGE_COPY_WIDTHS.map(String));

export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = app.storage.media;
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
    async (request, reply) => {
      const { file } = request.params;
      if (!FILE_NAME.test(file)) throw notFound();
      const width = request.query.w;
      const image = /\.(webp|avif)$/.exec(file);
      const variant =
        image && width && VARIANT_WIDTHS.has(width)
          ? file.replace(/\.(webp|avif)$/, `-w${width}.$1`)
          : undefined;
      const avifOf = (name: string | undefined) =>
        name?.endsWith('.webp') ? name.replace(/\.webp$/, '.avif') : undefined;
      // Asked together: one round trip to the store rather than three in a row.
      const [original, copy, originalAvif, copyAvif] = await Promise.all(
        [file, variant, avifOf(file), avifOf(variant)].map((name) =>
          name ? media.head(name) : undefined,
        ),
      );
      let chosen = copy ?? original;
      if (!chosen) throw notFound();
      const avif = copy ? copyAvif : originalAvif;
      if (chosen.key.endsWith('.webp') && avif) {
        reply.header('vary', 'Accept');
        if (/\bimage\/avif\b/.test(request.headers.accept ?? '')) chosen = avif;
      }
      // Every address names fixed bytes, so caches may keep them for a year.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return sendStored(request, reply, media, chosen);
    },
  );
};
