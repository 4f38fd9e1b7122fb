// Portfolio items, listed like media, and one item by id.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery } from '@contract/common';
import { catalogueQuery } from '@contract/media';
import { portfolioItem, portfolioList } from '@contract/portfolio';
import { notFound } from '../../http/error-handler';
import { pathId } from '../../http/ids';
import { pageOf } from '../../http/paging';
import { findPortfolioItem, listPortfolio } from './queries';

const tags = ['portfolio'];

export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    READS.portfolio.route,
    {
      schema: {
        tags,
        description: 'Portfolio items, paged, with the same `type` and `ordering` as media.',
        querystring: catalogueQuery.extend(langQuery.shape),
        response: { 200: portfolioList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, portfolioList, async () => {
        const { count, results } = await listPortfolio(app.db, request.lang, request.query);
        return pageOf(request, request.query, count, results);
      }),
  );

  app.get(
    READS.portfolioItem.route,
    {
      schema: {
        tags,
        description: 'One portfolio item; 404 when it does not exist in the language.',
        params: z.object({ id: z.string().max(40) }),
        querystring: langQuery,
        response: { 200: portfolioItem },
      },
    },
    (request, reply) => {
      const id = pathId(request.params.id);
      return app.prepared.send(request, reply, portfolioItem, async () => {
        const item = await findPortfolioItem(app.db, request.lang, id);
        if (!item) throw notFound();
        return item;
      });
    },
  );
};
