// `npm run fonts`: writes the first-screen cuts of the site's two typefaces to src/fonts/.
// A page's first paint waits for the fonts it preloads (Chromium's RenderBlockingFonts), and
// on a phone's connection every kilobyte before that paint costs about 5 ms. A Persian or
// Arabic page needs Vazirmatn's basic letters, digits and punctuation; an English one
// Roboto's ASCII. Each cut keeps its letters' contextual forms, ligatures and mark
// positions (HarfBuzz's subsetter closes over them), so a word shapes in it exactly as in
// the whole font. The rest of each font stays as it was, for the code points outside the
// cut (src/index.css gives each file its unicode-range; scripts/font-cuts.test.ts checks
// that the ranges and these files agree). The output is committed: building needs no
// subsetting, and this runs again only when the ranges or the fonts change.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONT_CUTS, codePointsOf } from './font-cuts';

const require = createRequire(import.meta.url);
const OUT = 'src/fonts';

fs.mkdirSync(OUT, { recursive: true });
for (const cut of FONT_CUTS) {
  const source = fs.readFileSync(require.resolve(cut.source));
  const text = String.fromCodePoint(...codePointsOf(cut.ranges));
  const bytes = await subsetFont(source, text, { targetFormat: 'woff2' });
  fs.writeFileSync(path.join(OUT, cut.file), bytes);
  console.log(`${cut.file}: ${bytes.length} bytes (the whole font: ${source.length})`);
}
