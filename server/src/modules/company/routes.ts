// Company record, social links and licences.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const companyRoutes: FastifyPluginAsyncZod = async () => {};
