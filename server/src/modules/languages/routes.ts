// Languages: only active ones are listed.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { languageList } from '@contract/languages';
import { listActiveLanguages } from './queries';

export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    READS.languages.route,
    { schema: { tags: ['languages'], querystring: langQuery, response: { 200: languageList } } },
    (request, reply) =>
      app.prepared.send(request, reply, languageList, () => listActiveLanguages(app.db)),
  );
};
