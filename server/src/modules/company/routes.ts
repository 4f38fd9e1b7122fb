// Company record, social links and licences.
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@contract/common';
import { company, companyList, companyParams } from '@contract/company';
import { licenceList, licenceQuery } from '@contract/licences';
import { socialLinkList, socialLinksKeyed } from '@contract/social';
import { orNotFound } from '../../http/error-handler';
import { pathId } from '../../http/ids';
import { preparedGet } from '../../http/prepared-get';
import {
  findCompany,
  keyedSocialLinks,
  listCompanies,
  listLicences,
  listSocialLinks,
} from './queries';

const tags = ['company'];

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  preparedGet(app, READS.companies.route, {
    tags,
    description: 'Company records in the language; the site uses the first.',
    querystring: langQuery,
    answer: companyList,
    produce: (request) => listCompanies(app.db, request.lang),
  });

  preparedGet(app, READS.company.route, {
    tags,
    description: 'One company record, with its meta tags and site mode.',
    params: companyParams,
    querystring: langQuery,
    answer: company,
    produce: async (request) =>
      orNotFound(await findCompany(app.db, request.lang, pathId(request.params.id))),
  });

  preparedGet(app, READS.socialLinks.route, {
    tags,
    description: 'Social links, in order.',
    querystring: langQuery,
    answer: socialLinkList,
    produce: () => listSocialLinks(app.db),
  });

  preparedGet(app, READS.socialLinksKeyed.route, {
    tags,
    description:
      'Social links keyed by network (whatsapp, x, youtube, linkedin, instagram, telegram); null when unset.',
    querystring: langQuery,
    answer: socialLinksKeyed,
    produce: () => keyedSocialLinks(app.db),
  });

  preparedGet(app, READS.licences.route, {
    tags,
    description: 'Licences and rewards; `type` narrows them (the home page asks for `glory`).',
    querystring: licenceQuery.extend(langQuery.shape),
    answer: licenceList,
    produce: (request) => listLicences(app.db, request.lang, request.query.type || undefined),
  });
};
