// Custom pages found by path.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { customPageList, customPageQuery } from '@contract/custom-pages';
import { preparedGet } from '../../http/prepared-get';
import { findCustomPages } from './queries';

export const customPageRoutes: FastifyPluginAsyncZod = async (app) => {
  preparedGet(app, READS.customPages.route, {
    tags: ['pages'],
    description: 'The custom page at `path` (a list of at most one), its body as HTML.',
    querystring: customPageQuery.extend(langQuery.shape),
    answer: customPageList,
    produce: (request) => findCustomPages(app.db, request.lang, request.query.path),
  });
};
