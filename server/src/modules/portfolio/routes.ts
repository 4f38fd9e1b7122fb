// Portfolio items.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const portfolioRoutes: FastifyPluginAsyncZod = async () => {};
