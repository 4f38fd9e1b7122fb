// Services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const serviceRoutes: FastifyPluginAsyncZod = async () => {};
