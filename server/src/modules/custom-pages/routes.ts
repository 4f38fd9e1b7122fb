// Custom pages found by path.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const customPageRoutes: FastifyPluginAsyncZod = async () => {};
