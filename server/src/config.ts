// Every environment variable the service reads, parsed and defaulted in one place, so
// `npm start` works with no settings at all.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

import fs from 'node:fs';

/** The folder holding package.json, whether this file runs from source or from a bundle. */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

const environmentSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, 'must start with postgres://, sqlite: or file:')
    .optional(),
  DATA_DIR: z.string().default(path.join(projectRoot, 'data')),
  MEDIA_DIR: z.string().optional(),
  UPLOADS_DIR: z.string().optional(),
  SITE_DIR: z.string().default(path.join(projectRoot, 'dist')),
  SSR_ENTRY: z.string().default(path.join(projectRoot, 'build', 'ssr', 'entry-server.js')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  VISIT_FLUSH_MS: z.coerce.number().int().positive().default(2_000),
  PUBLIC_ORIGIN: z.string().url().optional(),
});

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Config {
  host: string;
  port: number;
  database: DatabaseTarget;
  dataDir: string;
  uploadsDir: string;
  mediaDir: string;
  siteDir: string;
  /** The site's page renderer; pages are rendered in the browser when it is missing. */
  ssrEntry: string;
  contentDir: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  rateLimit: { max: number; windowMs: number };
  visitFlushMs: number;
  /** Origin used in absolute links (sitemap, canonical); the request's own when unset. */
  publicOrigin?: string;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    host: env.HOST,
    port: env.PORT,
    database: databaseTarget(env.DATABASE_URL, dataDir),
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    siteDir: path.resolve(env.SITE_DIR),
    ssrEntry: path.resolve(env.SSR_ENTRY),
    contentDir: path.join(projectRoot, 'server', 'content'),
    logLevel: env.LOG_LEVEL,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    visitFlushMs: env.VISIT_FLUSH_MS,
    publicOrigin: env.PUBLIC_ORIGIN,
  };
}

function databaseTarget(url: string | undefined, dataDir: string): DatabaseTarget {
  if (url?.startsWith('postgres')) return { kind: 'postgres', url };
  if (url) return { kind: 'sqlite', file: path.resolve(url.replace(/^(sqlite|file):(\/\/)?/, '')) };
  return { kind: 'sqlite', file: path.join(dataDir, 'parvaz.sqlite') };
}
