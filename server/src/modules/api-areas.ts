// Every API area, registered under /cms in this order.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageRoutes } from './languages/routes';
import { blogRoutes } from './blog/routes';
import { companyRoutes } from './company/routes';
import { contactRoutes } from './contact/routes';
import { customPageRoutes } from './custom-pages/routes';
import { directorRoutes } from './directors/routes';
import { faqRoutes } from './faq/routes';
import { formRoutes } from './forms/routes';
import { mediaRoutes } from './media/routes';
import { mediaFileRoutes } from './media-files/routes';
import { pageRoutes } from './pages/routes';
import { portfolioRoutes } from './portfolio/routes';
import { serviceRoutes } from './services/routes';
import { withdrawalRoutes } from './withdrawals/routes';

export const apiAreas: FastifyPluginAsyncZod[] = [
  languageRoutes,
  companyRoutes,
  pageRoutes,
  directorRoutes,
  blogRoutes,
  withdrawalRoutes,
  customPageRoutes,
  formRoutes,
  contactRoutes,
  faqRoutes,
  serviceRoutes,
  mediaRoutes,
  portfolioRoutes,
  mediaFileRoutes,
];
