// Admin-defined forms: listed as jobs on the careers pages, read one by one, applied to.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery } from '@contract/common';
import { customForm, jobList, jobListQuery } from '@contract/forms';
import { orNotFound } from '../../http/error-handler';
import { pathId } from '../../http/ids';
import { pageOf } from '../../http/paging';
import { preparedGet } from '../../http/prepared-get';
import { applyRoute } from './apply-route';
import { findForm, listJobs } from './queries';

const tags = ['forms'];

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  preparedGet(app, READS.jobs.route, {
    tags,
    description:
      'Forms as job openings (title, tags, multi-line description), paged; newest update first.',
    querystring: jobListQuery.extend(langQuery.shape),
    answer: jobList,
    produce: async (request) =>
      pageOf(request, await listJobs(app.db, request.lang, request.query)),
  });

  preparedGet(app, READS.form.route, {
    tags,
    description: 'One form with its fields in order; 404 when it does not exist in the language.',
    params: z.object({ id: z.string().max(40) }),
    querystring: langQuery,
    answer: customForm,
    produce: async (request) => {
      const form = orNotFound(await findForm(app.db, request.lang, pathId(request.params.id)));
      return { ...form, form_fields: [...form.form_fields].sort((a, b) => a.order - b.order) };
    },
  });

  await app.register(applyRoute);
};
