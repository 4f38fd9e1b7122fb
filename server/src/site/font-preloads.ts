// Each direction's pages preload the web fonts their script is set in (src/index.css): the
// fonts arrive with the styles, and the text is laid out once in its own font instead of
// again when a late font swaps in, and without asking the browser process for a system
// font. Right-to-left pages are set in Vazirmatn's Arabic-script cut, left-to-right pages
// in Roboto's Latin cut; a page loads no font of the other script unless it shows a word of it.
// Only each font's first-screen cut is preloaded (scripts/font-cuts.ts): the rest of a font
// is fetched by a page that shows one of its rarer letters, not held before every first paint.
import fs from 'node:fs';
import path from 'node:path';
import { replaceLiteral } from './replace-literal';

export type Direction = 'ltr' | 'rtl';

const FONT_FILES: Record<Direction, RegExp> = {
  rtl: /^vazirmatn-first-.*\.woff2$/,
  ltr: /^roboto-first-.*\.woff2$/,
};

export function withFontPreloads(shell: string, siteDir: string, direction: Direction): string {
  const assets = path.join(siteDir, 'assets');
  if (!fs.existsSync(assets)) return shell;
  const links = fs
    .readdirSync(assets)
    .filter((name) => FONT_FILES[direction].test(name))
    .sort()
    .map(
      (name) =>
        `<link rel="preload" href="/assets/${name}" as="font" type="font/woff2" crossorigin>`,
    );
  if (links.length === 0) return shell;
  return replaceLiteral(shell, '</head>', `    ${links.join('\n    ')}\n  </head>`);
}
