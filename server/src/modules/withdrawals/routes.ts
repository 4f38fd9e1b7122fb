// What was withdrawn from visitors since a given entry, for their service workers. Never
// cached: a worker asks for what is new.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WITHDRAWALS_ROUTE } from '@contract/api-routes';
import { withdrawalList, withdrawalsQuery } from '@contract/content-withdrawals';
import { withdrawalsSince } from './withdrawals';

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    WITHDRAWALS_ROUTE,
    {
      schema: {
        tags: ['blog'],
        description:
          "Items withdrawn from visitors after `since` (oldest first, 500 at most), so a service worker can drop its offline copies; without `since`, only the newest entry's id.",
        querystring: withdrawalsQuery,
        response: { 200: withdrawalList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return withdrawalsSince(app.db, request.query.since);
    },
  );
};
