// Services, in the editors' order by default.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { serviceList, serviceQuery } from '@contract/services';
import { pageOf } from '../../http/paging';
import { preparedGet } from '../../http/prepared-get';
import { listServices } from './queries';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  preparedGet(app, READS.services.route, {
    tags: ['services'],
    description: 'Services, paged; without `limit` every service. The home page asks for 4.',
    querystring: serviceQuery.extend(langQuery.shape),
    answer: serviceList,
    produce: async (request) =>
      pageOf(request, await listServices(app.db, request.lang, request.query)),
  });
};
