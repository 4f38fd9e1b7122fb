// Renders the demo airline's drawings into the media store as WebP (natural size plus
// the -w<width> copies of IMAGE_COPY_WIDTHS), the logos also as SVG, the favicon as PNG, and copies the
// video. What was already stored from the same source is skipped (a `.<name>.sha1` stamp
// beside it says what it was made from), so restarts cost little, on a folder or in S3.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { IMAGE_COPY_WIDTHS } from '@contract/api-routes';
import { LocalStorage } from '../storage/local-storage';
import { contentTypeOf, readStored } from '../storage/storage';
import type { Storage } from '../storage/storage';
import { DRAWINGS, VIDEOS } from './drawing/catalogue';
import type { Drawing } from './drawing/catalogue';

/** Into `target`, a media store or a local folder. */
export async function prepareDemoMedia(
  target: Storage | string,
  contentDir = loadConfig({}).contentDir,
): Promise<void> {
  const media = typeof target === 'string' ? new LocalStorage(target) : target;
  if (typeof target === 'string') fs.mkdirSync(target, { recursive: true });
  const sourceDir = path.join(contentDir, 'media');
  for (const drawing of DRAWINGS) await render(drawing, media);
  for (const video of VIDEOS) {
    for (const file of [`${video}.webm`, `${video}.webp`]) {
      const from = path.join(sourceDir, file);
      if (!fs.existsSync(from)) continue;
      const bytes = fs.readFileSync(from);
      await whenChanged(media, file, digestOf(bytes), () => put(media, file, bytes));
    }
  }
}

async function render(drawing: Drawing, media: Storage): Promise<void> {
  const source = Buffer.from(drawing.svg());
  // The copies' widths are part of what was drawn: a new width draws every image again.
  const digest = digestOf(source, IMAGE_COPY_WIDTHS.join(','));
  await whenChanged(media, drawing.name, digest, async () => {
    // Loaded only when something must be drawn, so a running service does not carry libvips.
    const { default: sharp } = await import('sharp');
    sharp.cache(false);
    const image = sharp(source, { density: 72 });
    await put(media, `${drawing.name}.webp`, await image.clone().webp({ quality: 78 }).toBuffer());
    for (const width of IMAGE_COPY_WIDTHS) {
      if (width >= drawing.width) continue;
      const smaller = await image.clone().resize({ width }).webp({ quality: 76 }).toBuffer();
      await put(media, `${drawing.name}-w${width}.webp`, smaller);
    }
    if (drawing.vector) await put(media, `${drawing.name}.svg`, source);
    if (drawing.name === 'favicon') {
      for (const size of [32, 192]) {
        const png = await image.clone().resize(size, size).png().toBuffer();
        await put(media, `favicon-${size}.png`, png);
      }
    }
  });
}

const digestOf = (...parts: (Buffer | string)[]) => {
  const hash = crypto.createHash('sha1');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** Runs `make` unless the stamp says it was made from the same source; then stamps it. */
async function whenChanged(
  media: Storage,
  name: string,
  digest: string,
  make: () => Promise<void>,
) {
  // The drawings' stamps keep the names they had in the media folder (`.logo.sha1`).
  const stamp = `.${name}.sha1`;
  if ((await readStored(media, stamp))?.toString('utf8') === digest) return;
  await make();
  await media.put(stamp, Buffer.from(digest), { contentType: 'text/plain' });
}

/** Several test processes may render at once: each store writes an object whole. */
const put = (media: Storage, key: string, bytes: Buffer) =>
  media.put(key, bytes, { contentType: contentTypeOf(key) });
