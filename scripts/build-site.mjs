// Builds the visitor site with Vite when the project has one (index.html at the root):
// the browser bundle into dist/ (with compressed copies of its text files), and the
// service's page renderer into build/ssr/; and the editors' studio into build/studio/
// (vite.studio.config.ts), which the service serves at /studio, apart from dist/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('index.html')) {
  console.log('No index.html: there is no site to build yet; the service serves the API only.');
  process.exit(0);
}
for (const args of [
  ['vite', 'build'],
  // The renderer and its sanitizer's thread (their entries are in vite.config.ts).
  ['vite', 'build', '--ssr', '--outDir', 'build/ssr'],
  ['vite', 'build', '--config', 'vite.studio.config.ts'],
  ['node', 'scripts/precompress-site.mjs', 'dist'],
  ['node', 'scripts/precompress-site.mjs', 'build/studio'],
]) {
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
