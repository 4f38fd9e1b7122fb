// An uploaded image written the ways the site shows it, each in WebP and AVIF, turned
// upright and stripped of its metadata (a phone's photo carries where it was taken):
// - `<name>`: the whole picture, at most 1600 px wide (the site's srcset names it 1600w);
// - `<name>-banner`: cropped to 16:9, a post's banner on a wide screen;
// - `<name>-banner-phone`: cropped to 3:4 at 750 px, the banner on a phone (named as the
//   content files' banner rule names a banner's phone picture, so a dump restores it);
// each also as `-w<width>` for every IMAGE_COPY_WIDTHS narrower than it (`?w=` answers it).
// Crops keep the part of the picture with the most detail (sharp's `attention` strategy).
import type { Sharp } from 'sharp';
import { IMAGE_COPY_WIDTHS } from '@contract/api-routes';
import type { Storage } from '../../../storage/storage';

const FULL_WIDTH = 1600;
const SHAPES = [
  { suffix: '', width: FULL_WIDTH },
  { suffix: '-banner', width: FULL_WIDTH, ratio: 9 / 16 },
  { suffix: '-banner-phone', width: 750, ratio: 4 / 3 },
] as const;

/** Refused beyond this many pixels before decoding (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 100_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

/** The picture's upright size; throws when the bytes do not decode as an image. */
export async function readImageSize(source: string): Promise<ImageSize> {
  const sharp = await loadSharp();
  const meta = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!meta.width || !meta.height) throw new Error('not an image');
  // EXIF orientations 5-8 turn the picture a quarter.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned
    ? { width: meta.height, height: meta.width }
    : { width: meta.width, height: meta.height };
}

/** Writes every copy of the image at `source` into the media store; returns the files' names. */
export async function writeImageCopies(
  source: string,
  media: Storage,
  name: string,
  size: ImageSize,
): Promise<string[]> {
  const sharp = await loadSharp();
  const upright = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const written: string[] = [];
  for (const shape of SHAPES) {
    const width = Math.min(shape.width, size.width);
    const height = 'ratio' in shape ? Math.round(width * shape.ratio) : undefined;
    const widths = [width, ...IMAGE_COPY_WIDTHS.filter((w) => w < width)];
    for (const copyWidth of widths) {
      const resized = upright.clone().resize({
        width: copyWidth,
        height: height === undefined ? undefined : Math.round((copyWidth * height) / width),
        fit: 'cover',
        position: 'attention',
        withoutEnlargement: true,
      });
      const stem = `${name}${shape.suffix}${copyWidth === width ? '' : `-w${copyWidth}`}`;
      written.push(...(await writeBoth(resized, media, stem)));
    }
  }
  return written;
}

async function writeBoth(image: Sharp, media: Storage, stem: string): Promise<string[]> {
  const [webp, avif] = await Promise.all([
    image.clone().webp({ quality: 78 }).toBuffer(),
    // Effort 2 of 9: a tenth of the default's time for a file a few per cent larger.
    image.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
  ]);
  await Promise.all([
    media.put(`${stem}.webp`, webp, { contentType: 'image/webp' }),
    media.put(`${stem}.avif`, avif, { contentType: 'image/avif' }),
  ]);
  return [`${stem}.webp`, `${stem}.avif`];
}

/** Loaded when an image is uploaded, so a service that never takes one does not carry libvips. */
async function loadSharp() {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  return sharp;
}

/** Every file of an item named `name` in the media store (its copies and its video). */
export async function filesOf(media: Storage, name: string): Promise<string[]> {
  const own = new RegExp(`^${name}(-banner(-phone)?)?(-w\\d+)?\\.(webp|avif|webm|mp4)$`);
  const files: string[] = [];
  for await (const object of media.list(name)) if (own.test(object.key)) files.push(object.key);
  return files;
}
