// The site's web fonts (Vazirmatn) cover Arabic script only (their unicode-range), so
// right-to-left pages preload them: they arrive with the styles, and the text is laid
// out once in its own font instead of again when a late font swaps in. Left-to-right
// pages use system fonts and load none.
import fs from 'node:fs';
import path from 'node:path';
import { replaceLiteral } from './replace-literal';

export function withFontPreloads(shell: string, siteDir: string): string {
  const assets = path.join(siteDir, 'assets');
  if (!fs.existsSync(assets)) return shell;
  const links = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.woff2'))
    .sort()
    .map(
      (name) =>
        `<link rel="preload" href="/assets/${name}" as="font" type="font/woff2" crossorigin>`,
    );
  if (links.length === 0) return shell;
  return replaceLiteral(shell, '</head>', `    ${links.join('\n    ')}\n  </head>`);
}
