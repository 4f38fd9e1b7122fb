// The demo drawings as the service renders them (sharp, with the machine's DejaVu fonts).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
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
