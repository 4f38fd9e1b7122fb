// Admin-defined forms (the careers jobs) and their submissions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const formRoutes: FastifyPluginAsyncZod = async () => {};
