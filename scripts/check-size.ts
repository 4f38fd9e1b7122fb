// Size budgets of the site: JavaScript and CSS loaded by a first visit to `/` (measured in
// Chromium against the built service, gzip level 9), and every route chunk on its own.
// Prints a table, and any chunk past the route budget; exits 1 above budget unless
// `--report-only`. `npm run size`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../tests/support/browser';
import { startBuiltService } from './built-service';

const BUDGET_KB = { firstVisitJs: 120, firstVisitCss: 25, routeChunk: 60 };
const reportOnly = process.argv.includes('--report-only');

const gzipKb = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length / 1024;
const kb = (value: number) => value.toFixed(1).padStart(8);

async function firstVisit(origin: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const files: { name: string; raw: number; gzip: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.(js|css)$/.test(pathname)) return;
    void response
      .body()
      .then((body) => files.push({ name: pathname, raw: body.length / 1024, gzip: gzipKb(body) }))
      .catch(() => undefined);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await browser.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

const service = await startBuiltService();
let failed = false;
try {
  const files = await firstVisit(service.origin);
  console.log(`First visit to /\n${'file'.padEnd(56)}  raw KB gzip KB`);
  for (const file of files) console.log(`${file.name.padEnd(56)}${kb(file.raw)}${kb(file.gzip)}`);
  const total = (ext: string) =>
    files.filter((f) => f.name.endsWith(ext)).reduce((sum, f) => sum + f.gzip, 0);
  for (const [label, value, budget] of [
    ['JavaScript', total('.js'), BUDGET_KB.firstVisitJs],
    ['CSS', total('.css'), BUDGET_KB.firstVisitCss],
  ] as const) {
    const over = value > budget;
    failed ||= over;
    console.log(`${label}: ${value.toFixed(1)} KB gzip (budget ${budget}) ${over ? 'OVER' : 'ok'}`);
  }

  const assets = path.resolve('dist/assets');
  console.log(`\nRoute chunks (budget ${BUDGET_KB.routeChunk} KB gzip each)`);
  for (const name of fs
    .readdirSync(assets)
    .filter((f) => /-route-[\w-]+\.js$/.test(f))
    .sort()) {
    const size = gzipKb(fs.readFileSync(path.join(assets, name)));
    const over = size > BUDGET_KB.routeChunk;
    failed ||= over;
    console.log(`${name.padEnd(56)}${kb(size)} ${over ? 'OVER' : 'ok'}`);
  }
  // Shared chunks have no budget of their own, but one past the route budget is worth seeing.
  const large = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((name) => ({ name, gzip: gzipKb(fs.readFileSync(path.join(assets, name))) }))
    .filter((file) => file.gzip > BUDGET_KB.routeChunk);
  console.log(`
Any chunk over ${BUDGET_KB.routeChunk} KB gzip (reported only)`);
  for (const file of large) console.log(`${file.name.padEnd(56)}${kb(file.gzip)}`);
  if (large.length === 0) console.log('none');
} finally {
  service.stop();
}
if (failed && !reportOnly) process.exitCode = 1;
