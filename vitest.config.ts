// Test projects: the service (against SQLite, and PostgreSQL when one is provided), the
// SPA's units and components, and end-to-end runs in Chromium against the real service.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

const serverProject = (
  name: string,
  database: 'sqlite' | 'postgres',
): TestProjectInlineConfiguration => ({
  resolve: { tsconfigPaths: true },
  test: {
    name,
    include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
    environment: 'node',
    env: { PARVAZ_TEST_DB: database },
    // A worker keeps the modules it has loaded from file to file: each file builds its own
    // service and database, and loading the service's modules again for each of 86 files
    // cost about a minute of the stage. (A file's module state is its service's: the page
    // renderer's learnt reads belong to each service, not to the module.)
    isolate: false,
    globalSetup: ['tests/support/global-media.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Every project's files in one pool, browser tests among them: a file spends much of
    // its time waiting (on Chromium, PostgreSQL, the outbox's timers), so one worker more
    // than the cores keeps them busy. Vitest's own default (cores - 1) ran one file at a
    // time on two cores, and a project limited to one file at a time runs after the others.
    maxWorkers: availableParallelism() + 1,
    projects: [
      serverProject('server-sqlite', 'sqlite'),
      ...(postgresUrl ? [serverProject('server-postgres', 'postgres')] : []),
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/web-setup.ts'],
          globalSetup: ['tests/support/global-media.ts'],
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/shared-site-setup.ts'],
          // As the server's: each file starts its own browser (and service, if any), and
          // loading Playwright and the service's modules again per file cost 54 s of imports.
          isolate: false,
          // Pages bring parts to life in idle periods (up to 2 s apart when the machine is
          // busy), so a polled state may take several seconds to appear.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
