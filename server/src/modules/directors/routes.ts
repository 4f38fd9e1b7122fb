// Directors shown on the about page.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { directorList } from '@contract/directors';
import { preparedGet } from '../../http/prepared-get';
import { listDirectors } from './queries';

export const directorRoutes: FastifyPluginAsyncZod = async (app) => {
  preparedGet(app, READS.directors.route, {
    tags: ['about'],
    description: 'Directors in order, each with photos.',
    querystring: langQuery,
    answer: directorList,
    produce: (request) => listDirectors(app.db, request.lang),
  });
};
