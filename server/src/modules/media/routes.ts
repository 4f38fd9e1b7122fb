// Media gallery items: podcasts, reels, documentaries and reports.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { catalogueQuery, mediaList } from '@contract/media';
import { pageOf } from '../../http/paging';
import { preparedGet } from '../../http/prepared-get';
import { listMediaItems } from './queries';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  preparedGet(app, READS.media.route, {
    tags: ['media'],
    description:
      'Media items, paged; `type` (PODCAST, REELS, DOCUMENTARY, GALLERY or empty for all), `ordering` by created_at or visited.',
    querystring: catalogueQuery.extend(langQuery.shape),
    answer: mediaList,
    showsVisits: true,
    produce: async (request) =>
      pageOf(request, await listMediaItems(app.db, request.lang, request.query)),
  });
};
