// Page content by page policy, and the header menu.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const pageRoutes: FastifyPluginAsyncZod = async () => {};
