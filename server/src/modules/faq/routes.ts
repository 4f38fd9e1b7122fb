// Frequently asked questions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const faqRoutes: FastifyPluginAsyncZod = async () => {};
