// Directors shown on the about page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const directorRoutes: FastifyPluginAsyncZod = async () => {};
