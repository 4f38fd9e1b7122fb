// Languages: only active ones are listed.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { languageList } from '@contract/languages';
import { preparedGet } from '../../http/prepared-get';
import { listActiveLanguages } from './queries';

export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  preparedGet(app, READS.languages.route, {
    tags: ['languages'],
    querystring: langQuery,
    answer: languageList,
    produce: () => listActiveLanguages(app.db),
  });
};
