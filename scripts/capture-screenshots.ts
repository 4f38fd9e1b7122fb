// Captures the web app manifest's screenshots (the Persian home page, narrow and wide)
// from the built site with its demo content, into public/screenshots. Run after
// `npm run build` with `npx tsx scripts/capture-screenshots.ts`; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../tests/support/browser';
import { startBuiltService } from './built-service';

const { origin, stop } = await startBuiltService();
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const out = path.resolve('public/screenshots');
  fs.mkdirSync(out, { recursive: true });
  for (const shot of [
    { file: 'home-narrow.png', width: 375, height: 667, scale: 2 },
    { file: 'home-wide.png', width: 1280, height: 800, scale: 1 },
  ]) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
    });
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, shot.file) });
    console.log(`public/screenshots/${shot.file}`);
    await page.close();
  }
  await browser.close();
} finally {
  stop();
}
