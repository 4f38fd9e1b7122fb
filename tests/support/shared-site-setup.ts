// Started once for the browser tests: the built service (its own process, as
// `npm run serve` runs it) with the demo content, for the files that only read it. Files
// that write content, count visits or read the database start their own
// (tests/support/real-site.ts).
import type { TestProject } from 'vitest/node';
import { startBuiltService } from '../../scripts/built-service';
import { prepareDemoMedia } from '../../server/src/content/prepare-media';
import { TEST_MEDIA_DIR } from './test-media-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared read-only service's origin. */
    sharedSiteOrigin: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  await prepareDemoMedia(TEST_MEDIA_DIR);
  const service = await startBuiltService();
  project.provide('sharedSiteOrigin', service.origin);
  return () => service.stop();
}
