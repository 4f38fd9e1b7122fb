// The built site: hashed assets are immutable, the service worker, manifest and
// index.html are always revalidated, and every other path gets the app shell.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

const ALWAYS_REVALIDATE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest']);

export const siteRoutes: FastifyPluginAsync = async (app) => {
  const siteDir = app.config.siteDir;
  const indexFile = path.join(siteDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ siteDir }, 'no built site found; run `npm run build` to serve it at /');
    return;
  }

  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const urlPath = `/${path.relative(siteDir, filePath).split(path.sep).join('/')}`;
      if (urlPath.startsWith('/assets/')) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else if (ALWAYS_REVALIDATE.has(urlPath)) {
        res.setHeader('cache-control', 'no-cache');
      } else {
        res.setHeader('cache-control', 'public, max-age=3600');
      }
    },
  });

  const shell = fs.readFileSync(indexFile);
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/cms/')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  });
};
