// Captures screenshots from the built site with its demo content: the web app manifest's
// (the Persian home page, narrow and wide) into public/screenshots, and the README's (the
// home page and a post in Persian and English, on a phone and a wide screen) into
// docs/screenshots. Run after `npm run build` with `npx tsx scripts/capture-screenshots.ts`;
// the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '@tests/support/browser';
import { startBuiltService } from './built-service';

interface Shot {
  file: string;
  address: string;
  width: number;
  height: number;
  scale: number;
}

const MANIFEST: Shot[] = [
  { file: 'public/screenshots/home-narrow.png', address: '/', width: 375, height: 667, scale: 2 },
  { file: 'public/screenshots/home-wide.png', address: '/', width: 1280, height: 800, scale: 1 },
];

const README_PAGES = [
  ['home', '/', '/en/'],
  ['post', '/blog-list/3-سفر-به-کیش-در-زمستان', '/en/blog-list/3-kish-island-in-winter'],
] as const;
const README: Shot[] = README_PAGES.flatMap(([name, fa, en]) =>
  (
    [
      ['fa', fa],
      ['en', en],
    ] as const
  ).flatMap(([lang, address]) => [
    {
      file: `docs/screenshots/${name}-${lang}-375.png`,
      address,
      width: 375,
      height: 812,
      scale: 1,
    },
    {
      file: `docs/screenshots/${name}-${lang}-1366.png`,
      address,
      width: 1366,
      height: 768,
      scale: 1,
    },
  ]),
);

const { origin, stop } = await startBuiltService();
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  for (const shot of [...MANIFEST, ...README]) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
    });
    await page.goto(`${origin}${shot.address}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    fs.mkdirSync(path.dirname(shot.file), { recursive: true });
    await page.screenshot({ path: shot.file });
    console.log(shot.file);
    await page.close();
  }
  await browser.close();
} finally {
  stop();
}
