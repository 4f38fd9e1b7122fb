// Renders the demo airline's images once before the tests that need them.
import { prepareDemoMedia } from '../../server/src/content/prepare-media';
import { TEST_MEDIA_DIR } from './test-media-dir';

export default async function setup(): Promise<void> {
  await prepareDemoMedia(TEST_MEDIA_DIR);
}
