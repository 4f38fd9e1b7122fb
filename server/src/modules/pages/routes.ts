// Page content by page policy (navbar, footer, home-page, ...) and the header menu.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery } from '@contract/common';
import { menuList, pageList, pageQuery } from '@contract/pages';
import { findMenu, findPagesByPolicy } from './queries';

const tags = ['pages'];

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    READS.pages.route,
    {
      schema: {
        tags,
        description:
          'Page content for one page policy value (navbar, footer, home-page, about-page, ...): sections in order, each with its components, and the company id.',
        querystring: pageQuery.extend(langQuery.shape),
        response: { 200: pageList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, pageList, () =>
        findPagesByPolicy(app.db, request.lang, request.query.page_policy__value),
      ),
  );

  app.get(
    READS.headerMenu.route,
    {
      schema: {
        tags,
        description:
          'The header menu of a company, nested two levels deep; empty for an unknown company.',
        params: z.object({ company: z.string().max(40) }),
        querystring: langQuery,
        response: { 200: menuList },
      },
    },
    (request, reply) => {
      const companyId = /^\d{1,9}$/.test(request.params.company)
        ? Number(request.params.company)
        : -1;
      return app.prepared.send(request, reply, menuList, () =>
        findMenu(app.db, request.lang, companyId),
      );
    },
  );
};
