// Media gallery items: podcasts, reels, documentaries and reports.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { catalogueQuery, mediaList } from '@contract/media';
import { pageOf } from '../../http/paging';
import { listMediaItems } from './queries';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    READS.media.route,
    {
      schema: {
        tags: ['media'],
        description:
          'Media items, paged; `type` (PODCAST, REELS, DOCUMENTARY, GALLERY or empty for all), `ordering` by created_at or visited.',
        querystring: catalogueQuery.extend(langQuery.shape),
        response: { 200: mediaList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, mediaList, async () => {
        const { count, results } = await listMediaItems(app.db, request.lang, request.query);
        return pageOf(request, request.query, count, results);
      }),
  );
};
