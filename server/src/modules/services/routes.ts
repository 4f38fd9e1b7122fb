// Services, in the editors' order by default.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { serviceList, serviceQuery } from '@contract/services';
import { pageOf } from '../../http/paging';
import { listServices } from './queries';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    READS.services.route,
    {
      schema: {
        tags: ['services'],
        description: 'Services, paged; without `limit` every service. The home page asks for 4.',
        querystring: serviceQuery.extend(langQuery.shape),
        response: { 200: serviceList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, serviceList, async () => {
        const { count, results } = await listServices(app.db, request.lang, request.query);
        return pageOf(request, request.query, count, results);
      }),
  );
};
