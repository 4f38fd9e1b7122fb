// Builds the visitor site with Vite when the project has one (index.html at the root).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('index.html')) {
  console.log('No index.html: there is no site to build yet; the service serves the API only.');
  process.exit(0);
}
const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
