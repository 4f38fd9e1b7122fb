// Blog posts, their groups and tags.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const blogRoutes: FastifyPluginAsyncZod = async () => {};
