// Directors shown on the about page.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { directorList } from '@contract/directors';
import { listDirectors } from './queries';

export const directorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    READS.directors.route,
    {
      schema: {
        tags: ['about'],
        description: 'Directors in order, each with photos.',
        querystring: langQuery,
        response: { 200: directorList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, directorList, () => listDirectors(app.db, request.lang)),
  );
};
