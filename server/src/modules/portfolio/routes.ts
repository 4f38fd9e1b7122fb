// Portfolio items, listed like media, and one item by id.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery } from '@contract/common';
import { catalogueQuery } from '@contract/media';
import { portfolioItem, portfolioList } from '@contract/portfolio';
import { orNotFound } from '../../http/error-handler';
import { pathId } from '../../http/ids';
import { pageOf } from '../../http/paging';
import { preparedGet } from '../../http/prepared-get';
import { findPortfolioItem, listPortfolio } from './queries';

const tags = ['portfolio'];

export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  preparedGet(app, READS.portfolio.route, {
    tags,
    description: 'Portfolio items, paged, with the same `type` and `ordering` as media.',
    querystring: catalogueQuery.extend(langQuery.shape),
    answer: portfolioList,
    showsVisits: true,
    produce: async (request) =>
      pageOf(request, await listPortfolio(app.db, request.lang, request.query)),
  });

  preparedGet(app, READS.portfolioItem.route, {
    tags,
    description: 'One portfolio item; 404 when it does not exist in the language.',
    params: z.object({ id: z.string().max(40) }),
    querystring: langQuery,
    answer: portfolioItem,
    showsVisits: true,
    produce: async (request) =>
      orNotFound(await findPortfolioItem(app.db, request.lang, pathId(request.params.id))),
  });
};
