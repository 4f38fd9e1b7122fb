// Renders the demo airline's drawings into the media folder as WebP (natural size plus
// the -w<width> copies of IMAGE_COPY_WIDTHS), the logos also as SVG, the favicon as PNG, and copies the
// video. A drawing already rendered from the same SVG is skipped, so restarts cost little.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { IMAGE_COPY_WIDTHS } from '@contract/api-routes';
import { DRAWINGS, VIDEOS } from './drawing/catalogue';
import type { Drawing } from './drawing/catalogue';

export async function prepareDemoMedia(
  mediaDir: string,
  contentDir = loadConfig({}).contentDir,
): Promise<void> {
  const sourceDir = path.join(contentDir, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });
  for (const drawing of DRAWINGS) await render(drawing, mediaDir);
  for (const video of VIDEOS) {
    for (const file of [`${video}.webm`, `${video}.webp`]) {
      const from = path.join(sourceDir, file);
      if (fs.existsSync(from)) writeAtomically(path.join(mediaDir, file), fs.readFileSync(from));
    }
  }
}

async function render(drawing: Drawing, mediaDir: string): Promise<void> {
  const source = Buffer.from(drawing.svg());
  const stamp = path.join(mediaDir, `.${drawing.name}.sha1`);
  // The copies' widths are part of what was drawn: a new width draws every image again.
  const digest = crypto
    .createHash('sha1')
    .update(source)
    .update(IMAGE_COPY_WIDTHS.join(','))
    .digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) return;

  // Loaded only when something must be drawn, so a running service does not carry libvips.
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  const image = sharp(source, { density: 72 });
  writeAtomically(
    path.join(mediaDir, `${drawing.name}.webp`),
    await image.clone().webp({ quality: 78 }).toBuffer(),
  );
  for (const width of IMAGE_COPY_WIDTHS) {
    if (width >= drawing.width) continue;
    const smaller = await image.clone().resize({ width }).webp({ quality: 76 }).toBuffer();
    writeAtomically(path.join(mediaDir, `${drawing.name}-w${width}.webp`), smaller);
  }
  if (drawing.vector) writeAtomically(path.join(mediaDir, `${drawing.name}.svg`), source);
  if (drawing.name === 'favicon') {
    for (const size of [32, 192]) {
      const png = await image.clone().resize(size, size).png().toBuffer();
      writeAtomically(path.join(mediaDir, `favicon-${size}.png`), png);
    }
  }
  writeAtomically(stamp, Buffer.from(digest));
}

/** Several test processes may render at once: write aside, then rename into place. */
function writeAtomically(file: string, data: Buffer): void {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, file);
}
