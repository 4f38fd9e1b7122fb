// The demo drawings as the service renders them (sharp, with the machine's DejaVu fonts).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { changedShare, drawnSmall } from '@tests/support/picture-difference';
import { DRAWINGS } from './catalogue';
import { logo } from './scenes';

/** The columns that carry ink, drawn on a canvas wider than the logo's own. */
async function inkColumns(svg: string): Promise<{ first: number; last: number }> {
  const wide = svg
    .replace('width="480"', 'width="800"')
    .replace('viewBox="0 0 480 160"', 'viewBox="0 0 800 160"');
  const { data, info } = await sharp(Buffer.from(wide))
    .flatten({ background: '#7f7f7f' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let first = info.width;
  let last = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels;
      if (Math.abs((data[at] ?? 0) - 0x7f) > 40) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return { first, last };
}

describe('logo', () => {
  for (const light of [false, true]) {
    it(`keeps the whole wordmark inside its 480 px canvas (${light ? 'light' : 'dark'})`, async () => {
      const { first, last } = await inkColumns(logo(light));
      expect(first).toBeGreaterThanOrEqual(8);
      expect(last).toBeLessThanOrEqual(480 - 8);
    });
  }
});

const byName = new Map(DRAWINGS.map((drawing) => [drawing.name, drawing]));
const named = (pattern: RegExp) => DRAWINGS.filter((drawing) => pattern.test(drawing.name));
const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('catalogue', () => {
  it('names every image once', () => {
    expect(byName.size).toBe(DRAWINGS.length);
  });

  // The hand-drawn marks, icons and portraits: each must be SVG that sharp renders at its
  // catalogue width, and small enough as WebP for a page that shows many of them.
  const limits: [RegExp, number][] = [
    [/^partner-\d+$/, 20_000],
    [/^licence-\d+$/, 20_000],
    [/^person-\d+$/, 40_000],
    [/^(feature-\d+|app-badge|login-badge)$/, 8_000],
    // Scenes: post banners and phone heroes are their pages' largest paint, so their weight
    // is held to the flat drawings' of earlier versions, plus a tenth.
    [/^(hero|blog|media|portfolio)-\d+$/, 21_900],
    [/^(hero|blog|media|portfolio)-\d+-phone$/, 14_700],
    [/^(gallery|service)-\d+$/, 17_100],
  ];
  for (const [pattern, limit] of limits) {
    for (const drawing of named(pattern)) {
      it(`renders ${drawing.name} at ${drawing.width} px in under ${limit / 1000} KB`, async () => {
        const source = drawing.svg();
        expect(source).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);
        const image = sharp(Buffer.from(source), { density: 72 });
        expect((await image.metadata()).width).toBe(drawing.width);
        expect((await image.webp({ quality: 78 }).toBuffer()).length).toBeLessThan(limit);
      });
    }
  }
});

describe('partner and licence marks', () => {
  const marks = named(/^(partner|licence)-\d+$/);

  it('draws all fourteen', () => {
    expect(marks.map((m) => m.name)).toHaveLength(14);
  });

  it('carry real names, not placeholder labels', () => {
    for (const mark of marks) {
      const labels = words(mark.svg());
      expect(labels.length, mark.name).toBeGreaterThanOrEqual(2);
      for (const label of labels) expect(label, mark.name).not.toMatch(/^[PL]\d+$/);
    }
  });

  it('give every partner its own wordmark and every licence its own title', () => {
    const first = (pattern: RegExp) => named(pattern).map((m) => words(m.svg()).join(' '));
    const partners = first(/^partner-/);
    const licences = first(/^licence-/);
    expect(new Set(partners).size).toBe(partners.length);
    expect(new Set(licences).size).toBe(licences.length);
  });

  it('use Latin text only', () => {
    for (const mark of marks) {
      for (const label of words(mark.svg())) expect(label).toMatch(/^[\x20-\x7e·]*$/);
    }
  });
});

describe('icons', () => {
  it('draw a different pictogram for each feature and button', () => {
    const uses = named(/^(feature-\d+|app-badge|login-badge)$/).map((d) =>
      d.svg().replace(/<rect width="128"[^>]*>/, ''),
    );
    expect(uses).toHaveLength(5);
    expect(new Set(uses).size).toBe(5);
  });
});

describe('portraits', () => {
  const portraits = named(/^person-\d+$/);

  it('are the same picture every time', () => {
    for (const portrait of portraits) expect(portrait.svg()).toBe(portrait.svg());
  });

  it('look different from each other', async () => {
    const pixels = await Promise.all(portraits.map((p) => drawnSmall(p.svg(), 48)));
    for (let a = 0; a < pixels.length; a++) {
      for (let b = a + 1; b < pixels.length; b++) {
        // More than a fifth of the picture differs: faces, hair and clothes, not just tint.
        expect(
          changedShare(pixels[a]!, pixels[b]!),
          `${portraits[a]!.name} vs ${portraits[b]!.name}`,
        ).toBeGreaterThan(0.2);
      }
    }
  });
});
