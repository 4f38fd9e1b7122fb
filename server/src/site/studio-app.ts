// The built studio (`build/studio`, its own Vite entry): hashed assets under
// /studio/assets/ are immutable; every other address under /studio gets the studio's
// page, never cached and never indexed. Nothing here is part of the visitors' site or its
// service worker (which precaches dist/ only and leaves /studio to the network).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

export const studioApp: FastifyPluginAsync = async (app) => {
  const studioDir = app.config.studio.dir;
  const indexFile = path.join(studioDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ studioDir }, 'no built studio found; run `npm run build` to serve /studio');
    return;
  }
  const page = fs.readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root: path.join(studioDir, 'assets'),
    prefix: '/studio/assets/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    // The build writes Brotli and gzip copies beside each file (scripts/precompress-site.mjs).
    preCompressed: true,
  });
  const sendPage = async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(page);
  app.get('/studio', sendPage);
  app.get('/studio/*', sendPage);
};
