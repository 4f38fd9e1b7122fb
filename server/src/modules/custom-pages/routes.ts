// Custom pages found by path.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { customPageList, customPageQuery } from '@contract/custom-pages';
import { findCustomPages } from './queries';

export const customPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    READS.customPages.route,
    {
      schema: {
        tags: ['pages'],
        description: 'The custom page at `path` (a list of at most one), its body as HTML.',
        querystring: customPageQuery.extend(langQuery.shape),
        response: { 200: customPageList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, customPageList, () =>
        findCustomPages(app.db, request.lang, request.query.path),
      ),
  );
};
