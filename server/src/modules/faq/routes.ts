// Frequently asked questions, newest first by default.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { faqList, faqQuery } from '@contract/faq';
import { pageOf } from '../../http/paging';
import { preparedGet } from '../../http/prepared-get';
import { listFaqs } from './queries';

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  preparedGet(app, READS.faqs.route, {
    tags: ['faq'],
    description: 'Questions and answers, paged; `ordering=-created_at` by default.',
    querystring: faqQuery.extend(langQuery.shape),
    answer: faqList,
    produce: async (request) =>
      pageOf(request, await listFaqs(app.db, request.lang, request.query)),
  });
};
