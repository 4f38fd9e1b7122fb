// Admin-defined forms: listed as jobs on the careers pages, read one by one, applied to.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery } from '@contract/common';
import { customForm, jobList, jobListQuery } from '@contract/forms';
import { notFound } from '../../http/error-handler';
import { pathId } from '../../http/ids';
import { pageOf } from '../../http/paging';
import { applyRoute } from './apply-route';
import { findForm, listJobs } from './queries';

const tags = ['forms'];

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    READS.jobs.route,
    {
      schema: {
        tags,
        description:
          'Forms as job openings (title, tags, multi-line description), paged; newest update first.',
        querystring: jobListQuery.extend(langQuery.shape),
        response: { 200: jobList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, jobList, async () => {
        const { count, results } = await listJobs(app.db, request.lang, request.query);
        return pageOf(request, request.query, count, results);
      }),
  );

  app.get(
    READS.form.route,
    {
      schema: {
        tags,
        description:
          'One form with its fields in order; 404 when it does not exist in the language.',
        params: z.object({ id: z.string().max(40) }),
        querystring: langQuery,
        response: { 200: customForm },
      },
    },
    (request, reply) => {
      const id = pathId(request.params.id);
      return app.prepared.send(request, reply, customForm, async () => {
        const form = await findForm(app.db, request.lang, id);
        if (!form) throw notFound();
        return { ...form, form_fields: [...form.form_fields].sort((a, b) => a.order - b.order) };
      });
    },
  );

  await app.register(applyRoute);
};
