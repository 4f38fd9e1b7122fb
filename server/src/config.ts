// Every environment variable the service reads, parsed and defaulted in one place, so
// `npm start` works with no settings at all.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

import fs from 'node:fs';
import net from 'node:net';

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
    .refine((url) => !url.startsWith('postgres') || URL.canParse(url), 'is not a valid URL')
    .optional(),
  DATA_DIR: z.string().default(path.join(projectRoot, 'data')),
  MEDIA_DIR: z.string().optional(),
  UPLOADS_DIR: z.string().optional(),
  /** With both buckets named, media and uploads live in S3-compatible object storage. */
  S3_BUCKET_MEDIA: z.string().min(3).optional(),
  S3_BUCKET_UPLOADS: z.string().min(3).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false'),
  SITE_DIR: z.string().default(path.join(projectRoot, 'dist')),
  SSR_ENTRY: z.string().default(path.join(projectRoot, 'build', 'ssr', 'entry-server.js')),
  CONTENT_DIR: z.string().default(path.join(projectRoot, 'server', 'content')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** A Redis server several instances keep their post limits in (one limit between them). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// address')
    .optional(),
  /** After SIGTERM, how long the readiness check answers 503 before the service closes. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(3_000),
  /** Shared caches in front (Varnish) told by BAN what a publish changed: http:// addresses, comma-separated. */
  VARNISH_BAN_URLS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  VISIT_FLUSH_MS: z.coerce.number().int().positive().default(2_000),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).default(2_000),
  PAGE_CACHE_MAX_MB: z.coerce.number().positive().default(64),
  PAGE_CACHE_MAX_AGE_MS: z.coerce.number().int().min(0).default(60_000),
  PUBLIC_ORIGIN: z.string().url().optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  STUDIO_DIR: z.string().default(path.join(projectRoot, 'build', 'studio')),
  STUDIO_IDLE_MINUTES: z.coerce.number().positive().default(60),
  STUDIO_SESSION_HOURS: z.coerce.number().positive().default(12),
  STUDIO_SIGN_IN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  STUDIO_SIGN_IN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  STUDIO_SIGN_IN_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  MAIL_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(10_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().positive().default(3_600_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  MAIL_LEASE_MS: z.coerce.number().int().positive().default(120_000),
  /** How often an instance offers to run the inbox's retention sweep (one runs it). */
  RETENTION_SWEEP_MS: z.coerce.number().int().positive().default(3_600_000),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => parseTrustProxy(value, context)),
});

/** Both buckets or neither, never one bucket for both, both keys or neither. */
function checkS3Settings(env: z.infer<typeof environmentSchema>): void {
  const issue = (message: string) => {
    throw new ConfigError(`invalid configuration: ${message}`);
  };
  if (!env.S3_BUCKET_MEDIA !== !env.S3_BUCKET_UPLOADS)
    issue('S3_BUCKET_MEDIA and S3_BUCKET_UPLOADS are set together');
  // Uploaded CVs never share a bucket (and its policy) with the media.
  else if (env.S3_BUCKET_MEDIA && env.S3_BUCKET_MEDIA === env.S3_BUCKET_UPLOADS)
    issue('S3_BUCKET_UPLOADS must be another bucket than S3_BUCKET_MEDIA');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    issue('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together');
}

/** Off, a hop count, or the proxies' addresses and CIDR ranges, comma-separated. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(value: string | undefined, context: z.RefinementCtx): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `not a hop count or addresses/CIDR ranges: ${bad.join(', ')}`,
    });
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      buckets: { media: string; uploads: string };
      /** Unset: AWS itself; set for another S3-compatible store. */
      endpoint?: string;
      region: string;
      /** Unset: the AWS SDK's own chain (environment, profile, instance role). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
    };

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Config {
  host: string;
  port: number;
  database: DatabaseTarget;
  dataDir: string;
  uploadsDir: string;
  mediaDir: string;
  /** Where media and uploads are kept: MEDIA_DIR and UPLOADS_DIR, or S3 buckets. */
  storage: StorageConfig;
  siteDir: string;
  /** The site's page renderer; pages are rendered in the browser when it is missing. */
  ssrEntry: string;
  /** The content files `npm run content:load` and the seeding of an empty database read. */
  contentDir: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  rateLimit: { max: number; windowMs: number };
  /** Unset: limits are kept in each instance's memory. */
  redisUrl: string | undefined;
  shutdownDrainMs: number;
  /** Shared caches told what a publish changed; with any, answers name their cache tags. */
  varnishBanUrls: string[];
  visitFlushMs: number;
  /** Bounds of the rendered-page cache; 0 entries renders every request. */
  pageCache: { maxEntries: number; maxBytes: number; maxAgeMs: number };
  /** Origin used in absolute links (sitemap, canonical); the request's own when unset. */
  publicOrigin?: string;
  /** Every request is answered (408 at worst) or closed within these bounds. */
  timeouts: { requestMs: number; headersMs: number; connectionMs: number };
  /** How long a request waits for a PostgreSQL connection before answering 503. */
  databaseConnectTimeoutMs: number;
  /** Which proxies may set X-Forwarded-For/-Proto/-Host (the client address, for limits). */
  trustProxy: TrustProxy;
  studio: StudioConfig;
  mail: MailConfig;
  /** How often the inbox's retention sweep is due (claimed by one instance a time). */
  retentionSweepMs: number;
}

/** How the queued mail is sent (the server and addresses are settings in the database). */
export interface MailConfig {
  /** How often an instance looks for mail due; a submission also wakes it at once. */
  intervalMs: number;
  /** A failed attempt is tried again after this, doubled each time up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts after which a mail is marked failed (and kept). */
  maxAttempts: number;
  /** How long a claimed mail is its instance's; after that another may send it. */
  leaseMs: number;
}

export interface StudioConfig {
  /** The built studio app (served at /studio when present). */
  dir: string;
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, however used. */
  absoluteMs: number;
  /** Failed sign-ins counted over this window, per e-mail given and per client address. */
  signInWindowMs: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
}

/** A setting the service cannot start with; its message names the variable. */
export class ConfigError extends Error {}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
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
    storage: storageConfig(env),
    siteDir: path.resolve(env.SITE_DIR),
    ssrEntry: path.resolve(env.SSR_ENTRY),
    contentDir: path.resolve(env.CONTENT_DIR),
    logLevel: env.LOG_LEVEL,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    redisUrl: env.REDIS_URL,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    varnishBanUrls: env.VARNISH_BAN_URLS,
    visitFlushMs: env.VISIT_FLUSH_MS,
    pageCache: {
      maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
      maxBytes: Math.round(env.PAGE_CACHE_MAX_MB * 1024 * 1024),
      maxAgeMs: env.PAGE_CACHE_MAX_AGE_MS,
    },
    publicOrigin: env.PUBLIC_ORIGIN,
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_MS,
      // Node requires the headers to arrive within the whole request's time.
      headersMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      connectionMs: env.CONNECTION_TIMEOUT_MS,
    },
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    studio: {
      dir: path.resolve(env.STUDIO_DIR),
      idleMs: env.STUDIO_IDLE_MINUTES * 60_000,
      absoluteMs: env.STUDIO_SESSION_HOURS * 3_600_000,
      signInWindowMs: env.STUDIO_SIGN_IN_WINDOW_MINUTES * 60_000,
      maxFailuresPerAccount: env.STUDIO_SIGN_IN_MAX_PER_ACCOUNT,
      maxFailuresPerAddress: env.STUDIO_SIGN_IN_MAX_PER_ADDRESS,
    },
    mail: {
      intervalMs: env.MAIL_INTERVAL_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      retryMaxMs: Math.max(env.MAIL_RETRY_MAX_MS, env.MAIL_RETRY_BASE_MS),
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      leaseMs: env.MAIL_LEASE_MS,
    },
    retentionSweepMs: env.RETENTION_SWEEP_MS,
  };
}

function storageConfig(env: z.infer<typeof environmentSchema>): StorageConfig {
  checkS3Settings(env);
  if (!env.S3_BUCKET_MEDIA || !env.S3_BUCKET_UPLOADS) return { kind: 'local' };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    kind: 's3',
    buckets: { media: env.S3_BUCKET_MEDIA, uploads: env.S3_BUCKET_UPLOADS },
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}

function databaseTarget(url: string | undefined, dataDir: string): DatabaseTarget {
  if (url?.startsWith('postgres')) return { kind: 'postgres', url };
  if (url) return { kind: 'sqlite', file: path.resolve(url.replace(/^(sqlite|file):(\/\/)?/, '')) };
  return { kind: 'sqlite', file: path.join(dataDir, 'parvaz.sqlite') };
}
