// Size budgets of the site: JavaScript and CSS loaded by a first visit to `/` (measured in
// Chromium against the built service, gzip level 9, everything until the network is idle,
// split into what loads before the page answers input and what loads after), and every
// route chunk on its own; and the JavaScript of a first visit to the editors' studio
// (/studio/, its sign-in screen). Prints a table and exits 1 above budget. `npm run size`.
//   --report-only     print, never fail
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '@tests/support/browser';
import { startBuiltService } from './built-service';

const BUDGET_KB = { firstVisitJs: 120, firstVisitCss: 25, routeChunk: 60, studioFirstVisitJs: 170 };
const reportOnly = process.argv.includes('--report-only');

const gzipKb = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length / 1024;
const kb = (value: number) => value.toFixed(1).padStart(8);

interface LoadedFile {
  name: string;
  raw: number;
  gzip: number;
  /** Loaded after the page was marked ready (`<html data-ready>`). */
  afterReady: boolean;
}

async function firstVisit(origin: string, address = '/'): Promise<LoadedFile[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const files: LoadedFile[] = [];
  const pending: Promise<void>[] = [];
  let ready = false;
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.(js|css)$/.test(pathname)) return;
    const afterReady = ready;
    pending.push(
      response
        .body()
        .then((body) =>
          files.push({ name: pathname, raw: body.length / 1024, gzip: gzipKb(body), afterReady }),
        )
        .then(
          () => undefined,
          () => undefined,
        ),
    );
  });
  await page.goto(`${origin}${address}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
  ready = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await Promise.all(pending);
  await browser.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

const sum = (files: LoadedFile[]) => files.reduce((total, file) => total + file.gzip, 0);

const service = await startBuiltService();
let failed = false;
try {
  const files = await firstVisit(service.origin);
  console.log(`First visit to /\n${'file'.padEnd(56)}  raw KB gzip KB`);
  for (const file of files) {
    const note = file.afterReady ? '  (after ready)' : '';
    console.log(`${file.name.padEnd(56)}${kb(file.raw)}${kb(file.gzip)}${note}`);
  }
  const js = files.filter((f) => f.name.endsWith('.js'));
  const css = sum(files.filter((f) => f.name.endsWith('.css')));
  const jsTotal = sum(js);
  const jsOver = jsTotal > BUDGET_KB.firstVisitJs;
  const cssOver = css > BUDGET_KB.firstVisitCss;
  failed ||= cssOver || jsOver;
  console.log(
    `JavaScript: ${jsTotal.toFixed(1)} KB gzip (budget ${BUDGET_KB.firstVisitJs}) ${jsOver ? 'OVER' : 'ok'}` +
      `; ${sum(js.filter((f) => !f.afterReady)).toFixed(1)} KB before the page is ready,` +
      ` ${sum(js.filter((f) => f.afterReady)).toFixed(1)} KB after`,
  );
  console.log(
    `CSS: ${css.toFixed(1)} KB gzip (budget ${BUDGET_KB.firstVisitCss}) ${cssOver ? 'OVER' : 'ok'}`,
  );

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
  console.log(`\nAny chunk over ${BUDGET_KB.routeChunk} KB gzip (reported only)`);
  for (const file of large) console.log(`${file.name.padEnd(56)}${kb(file.gzip)}`);
  if (large.length === 0) console.log('none');

  // The studio loads its sign-in screen's chunks as part of its first screen.
  const studioJs = (await firstVisit(service.origin, '/studio/')).filter((f) =>
    f.name.endsWith('.js'),
  );
  const studioTotal = sum(studioJs);
  const studioOver = studioTotal > BUDGET_KB.studioFirstVisitJs;
  failed ||= studioOver;
  console.log(`\nFirst visit to /studio/\n${'file'.padEnd(56)}  raw KB gzip KB`);
  for (const file of studioJs)
    console.log(`${file.name.padEnd(56)}${kb(file.raw)}${kb(file.gzip)}`);
  console.log(
    `JavaScript: ${studioTotal.toFixed(1)} KB gzip (budget ${BUDGET_KB.studioFirstVisitJs}) ${studioOver ? 'OVER' : 'ok'}`,
  );
} finally {
  service.stop();
}
if (failed && !reportOnly) process.exitCode = 1;
