// Starts the service: reads configuration, checks its folders, migrates, seeds the demo
// airline into an empty database, clears what a stopped process left in the uploads,
// listens and prints the address. What stops a start is one line on stderr and exit 1.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Config } from './config';
import { hasContent, loadDemoContentIfEmpty } from './content/load-content';
import { openDatabase } from './db/database';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { StartupError, describeStartFailure } from './startup/start-failure';
import { sweepUploads } from './startup/sweep-uploads';
import { reachStores } from './startup/reach-stores';
import { openStores } from './storage/open-storage';
import { ensureWritableFolder } from './startup/writable-folder';
import { startLoadingPageRenderer } from './site/page-renderer';
import { prepareFixedPages } from './site/prepare-pages';
import { issueSetupToken, setupAddress } from './modules/studio/setup-token';

// The page renderer loads React when the app is built; its development build is many
// times slower, so a service started without NODE_ENV runs the production one.
process.env.NODE_ENV ??= 'production';

let config: Config | undefined;
let app: FastifyInstance | undefined;

async function start(): Promise<void> {
  config = loadConfig();
  ensureWritableFolder(config.dataDir, 'DATA_DIR');
  if (config.database.kind === 'sqlite') {
    ensureWritableFolder(path.dirname(config.database.file), 'DATABASE_URL');
  }
  ensureWritableFolder(path.join(config.uploadsDir, '.incoming'), 'UPLOADS_DIR');
  ensureWritableFolder(config.mediaDir, 'MEDIA_DIR');
  startLoadingPageRenderer(config.ssrEntry);

  const db = openDatabase(config.database, {
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    onConnectionLost: (error) => {
      if (app)
        app.log.warn({ err: error }, 'PostgreSQL closed a pooled connection; it is replaced');
      else
        process.stderr.write(`parvaz: PostgreSQL closed a pooled connection: ${error.message}\n`);
    },
  });
  // The media are checked (and drawn if need be) in a child process on the other core while
  // this one migrates and prepares the pages: 0.4-0.65 s that were waited for first.
  const mediaDrawn = settled(drawDemoMedia());
  await migrateToLatest(db);
  // A first load writes the demo's media itself: the child must be done with them first.
  if (!(await hasContent(db))) await mediaDrawn.then(rethrow);
  await loadDemoContentIfEmpty(db, config);
  const stores = openStores(config);
  await reachStores(stores, config);
  await sweepUploads(db, stores.uploads, config.uploadsDir);

  app = await buildApp({ config, db, stores });
  stopOnSignals(app, db, config.shutdownDrainMs);
  // Before listening, so the first visitors do not wait for it nor share the machine with it.
  await prepareFixedPages(app);
  await mediaDrawn.then(rethrow);
  const address = await app.listen({ host: config.host, port: config.port });
  const shown = address.replace('[::1]', 'localhost');
  console.log(`Parvaz is running at ${shown}/`);
  // With no account yet, the studio's owner is made through a one-time address.
  const setupToken = await issueSetupToken(db);
  if (setupToken) {
    console.log(
      `Studio setup (once, for a day): ${setupAddress(config.publicOrigin ?? shown, setupToken)}`,
    );
  }
}

/**
 * Drawing the demo media needs an image library and a lot of memory once; a child
 * process does it so the service itself stays small.
 */
async function drawDemoMedia(): Promise<void> {
  const here = fileURLToPath(import.meta.url);
  const renderer = here.endsWith('.ts')
    ? ['--import', 'tsx', path.join(path.dirname(here), 'cli/prepare-media.ts')]
    : [path.join(path.dirname(here), 'prepare-media.mjs')];
  const child = spawn(process.execPath, renderer, { stdio: 'inherit' });
  const [status] = (await once(child, 'exit')) as [number | null];
  if (status !== 0) {
    throw new StartupError('the demo media could not be drawn; see the lines above.');
  }
}

/** A promise that cannot be left unhandled: resolves to its error, if any. */
const settled = (work: Promise<void>) =>
  work.then(
    () => undefined,
    (error: unknown) => error,
  );

function rethrow(error: unknown): void {
  if (error !== undefined) throw error;
}

function stopOnSignals(service: FastifyInstance, db: Db, drainMs: number): void {
  const stop = () =>
    void service
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  process.once('SIGINT', stop);
  // A balancer's SIGTERM: the readiness check fails first, so the balancer sends the next
  // requests elsewhere, and the service closes once they stopped coming (in-flight ones end).
  process.once('SIGTERM', () => {
    service.draining = true;
    setTimeout(stop, drainMs);
  });
}

try {
  await start();
} catch (error) {
  process.stderr.write(`parvaz: ${describeStartFailure(error, config)}\n`);
  process.exit(1);
}
