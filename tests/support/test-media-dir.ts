import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Demo media rendered once per test run and shared by every test app. */
export const TEST_MEDIA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../data/test-media',
);
