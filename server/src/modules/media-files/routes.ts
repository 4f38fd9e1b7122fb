// Images and video files, with resized variants.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const mediaFileRoutes: FastifyPluginAsyncZod = async () => {};
