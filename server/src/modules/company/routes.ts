// Company record, social links and licences.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { company, companyList, companyParams } from '@contract/company';
import { licenceList, licenceQuery } from '@contract/licences';
import { socialLinkList, socialLinksKeyed } from '@contract/social';
import { notFound } from '../../http/error-handler';
import { pathId } from '../../http/ids';
import {
  findCompany,
  keyedSocialLinks,
  listCompanies,
  listLicences,
  listSocialLinks,
} from './queries';

const tags = ['company'];

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    READS.companies.route,
    {
      schema: {
        tags,
        description: 'Company records in the language; the site uses the first.',
        querystring: langQuery,
        response: { 200: companyList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, companyList, () => listCompanies(app.db, request.lang)),
  );

  app.get(
    READS.company.route,
    {
      schema: {
        tags,
        description: 'One company record, with its meta tags and site mode.',
        params: companyParams,
        querystring: langQuery,
        response: { 200: company },
      },
    },
    (request, reply) => {
      const id = pathId(request.params.id);
      return app.prepared.send(request, reply, company, async () => {
        const found = await findCompany(app.db, request.lang, id);
        if (!found) throw notFound();
        return found;
      });
    },
  );

  app.get(
    READS.socialLinks.route,
    {
      schema: {
        tags,
        description: 'Social links, in order.',
        querystring: langQuery,
        response: { 200: socialLinkList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, socialLinkList, () => listSocialLinks(app.db)),
  );

  app.get(
    READS.socialLinksKeyed.route,
    {
      schema: {
        tags,
        description:
          'Social links keyed by network (whatsapp, x, youtube, linkedin, instagram, telegram); null when unset.',
        querystring: langQuery,
        response: { 200: socialLinksKeyed },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, socialLinksKeyed, () => keyedSocialLinks(app.db)),
  );

  app.get(
    READS.licences.route,
    {
      schema: {
        tags,
        description: 'Licences and rewards; `type` narrows them (the home page asks for `glory`).',
        querystring: licenceQuery.extend(langQuery.shape),
        response: { 200: licenceList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, licenceList, () =>
        listLicences(app.db, request.lang, request.query.type || undefined),
      ),
  );
};
