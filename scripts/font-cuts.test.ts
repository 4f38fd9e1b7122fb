// The first-screen font cuts (scripts/font-cuts.ts) against the stylesheet that serves them
// and the files `npm run fonts` wrote: each code point of a font is served by one face
// only, the cut by exactly its ranges and the whole font by the rest; each cut holds a
// glyph for every code point the whole font has in its ranges; Persian, Arabic and English
// text shape in a cut exactly as in the whole font; and the files are what the script writes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { FONT_CUTS, codePointsOf, parseUnicodeRange } from './font-cuts';

const require = createRequire(import.meta.url);

interface Face {
  family: string;
  weight: string;
  url: string;
  codePoints: number[];
}

const faces: Face[] = [
  ...fs.readFileSync('src/index.css', 'utf8').matchAll(/@font-face\s*{([^}]*)}/g),
].flatMap(([, body]) => {
  const field = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body!)?.[1]?.trim();
  const url = /url\('([^']+)'\)/.exec(field('src') ?? '')?.[1];
  if (!url) return []; // a local() fallback face
  return [
    {
      family: field('font-family')!.replaceAll("'", ''),
      weight: field('font-weight')!,
      url,
      codePoints: parseUnicodeRange(field('unicode-range')!),
    },
  ];
});

// harfbuzzjs frees a blob's bytes when its wrapper is collected, under the face made of it:
// every blob stays referenced for the file's run.
const blobs: hb.Blob[] = [];
const fontOf = async (woff2: Buffer) => {
  const blob = new hb.Blob(await fontverter.convert(woff2, 'sfnt'));
  blobs.push(blob);
  return new hb.Font(new hb.Face(blob));
};
const sourceOf = (cut: (typeof FONT_CUTS)[number]) => fs.readFileSync(require.resolve(cut.source));
const cutFile = (cut: (typeof FONT_CUTS)[number]) => fs.readFileSync(`src/fonts/${cut.file}`);

/** The glyphs' advances and offsets, the text's shape without the fonts' glyph numbers. */
function shapeOf(font: hb.Font, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer
    .getGlyphInfosAndPositions()
    .map(({ cluster, xAdvance, xOffset, yOffset }) => [cluster, xAdvance, xOffset, yOffset]);
}

const SAMPLES = {
  vazirmatn: [
    'پرواز بعدی از تهران به کیش، ساعت ۱۴:۳۰ — بلیت‌ها را «آنلاین» بخرید؟',
    'رحلةٌ إلى دبيّ؛ الأمتعة ٢٣ كغ، والمقعد ١٢أ.',
  ],
  roboto: ['Kish Island in winter: fares from 1,200 — “book online” (2026).'],
};

describe('first-screen font cuts', () => {
  it('serve each code point of a family and weight from one face only', () => {
    const seen = new Map<string, string>();
    for (const face of faces) {
      for (const codePoint of face.codePoints) {
        const key = `${face.family} ${face.weight} U+${codePoint.toString(16)}`;
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, face.url);
      }
    }
  });

  for (const cut of FONT_CUTS) {
    describe(cut.file, () => {
      const cutFace = faces.find((face) => face.url === `./fonts/${cut.file}`);
      const wholeFace = faces.find((face) => face.url === cut.source);

      it('is served for exactly its ranges, and the whole font beside it for the rest', () => {
        expect(cutFace).toBeDefined();
        expect(new Set(cutFace!.codePoints)).toEqual(new Set(codePointsOf(cut.ranges)));
        expect(wholeFace).toMatchObject({ family: cutFace!.family, weight: cutFace!.weight });
        expect(wholeFace!.codePoints.filter((c) => cutFace!.codePoints.includes(c))).toEqual([]);
      });

      it('has a glyph for every code point of its ranges the whole font has', async () => {
        const whole = new Set((await fontOf(sourceOf(cut))).face.collectUnicodes());
        const kept = [...(await fontOf(cutFile(cut))).face.collectUnicodes()];
        const wanted = codePointsOf(cut.ranges)
          .filter((codePoint) => whole.has(codePoint))
          .sort((a, b) => a - b);
        expect(wanted.length).toBeGreaterThan(90);
        expect(kept.sort((a, b) => a - b)).toEqual(wanted);
      });

      it('shapes its script exactly as the whole font does', async () => {
        const whole = await fontOf(sourceOf(cut));
        const part = await fontOf(cutFile(cut));
        for (const text of SAMPLES[cut.file.startsWith('roboto') ? 'roboto' : 'vazirmatn']) {
          expect(shapeOf(part, text)).toEqual(shapeOf(whole, text));
        }
      });

      it('is what `npm run fonts` writes', async () => {
        const text = String.fromCodePoint(...codePointsOf(cut.ranges));
        const written = await subsetFont(sourceOf(cut), text, { targetFormat: 'woff2' });
        expect(Buffer.compare(written, cutFile(cut))).toBe(0);
      });
    });
  }
});
