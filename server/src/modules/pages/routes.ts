// Page content by page policy (navbar, footer, home-page, ...) and the header menu.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery } from '@contract/common';
import { menuList, pageList, pageQuery } from '@contract/pages';
import { preparedGet } from '../../http/prepared-get';
import { findMenu, findPagesByPolicy } from './queries';

const tags = ['pages'];

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  preparedGet(app, READS.pages.route, {
    tags,
    description:
      'Page content for one page policy value (navbar, footer, home-page, about-page, ...): sections in order, each with its components, and the company id.',
    querystring: pageQuery.extend(langQuery.shape),
    answer: pageList,
    produce: (request) => findPagesByPolicy(app.db, request.lang, request.query.page_policy__value),
  });

  preparedGet(app, READS.headerMenu.route, {
    tags,
    description:
      'The header menu of a company, nested two levels deep; empty for an unknown company.',
    params: z.object({ company: z.string().max(40) }),
    querystring: langQuery,
    answer: menuList,
    produce: (request) => {
      const { company } = request.params;
      return findMenu(app.db, request.lang, /^\d{1,9}$/.test(company) ? Number(company) : -1);
    },
  });
};
