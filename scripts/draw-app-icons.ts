// Draws the installable app's icons (the Parvaz mark on the brand navy) into
// public/icons: 192 and 512 px, a maskable 512 px whose mark sits inside the safe circle,
// the 180 px touch icon, and public/favicon.ico (16, 32 and 48 px PNGs in an ICO file, the
// address browsers and crawlers ask for by themselves). Run with `npx tsx scripts/draw-app-icons.ts`; the PNGs are
// committed.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const NAVY = '#0b2545';
const MARK = `<path d="M20 110 C70 40 130 30 190 50 C150 55 120 70 100 95 C140 80 170 82 200 96 C150 100 110 112 80 140Z" fill="#ffffff"/><path d="M150 40 L210 20 L190 55Z" fill="#e76f51"/>`;

/** The mark (drawn in a 230 × 160 box) centred, taking `share` of the icon's width. */
function iconSvg(size: number, share: number, rounded: boolean): string {
  const scale = (size * share) / 230;
  const x = (size - 230 * scale) / 2 - 10 * scale;
  const y = (size - 140 * scale) / 2 - 15 * scale;
  const radius = rounded ? size * 0.2 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${NAVY}"/><g transform="translate(${x} ${y}) scale(${scale})">${MARK}</g></svg>`;
}

const out = path.resolve('public/icons');
fs.mkdirSync(out, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, share: 0.72, rounded: true },
  { file: 'icon-512.png', size: 512, share: 0.72, rounded: true },
  { file: 'maskable-512.png', size: 512, share: 0.56, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, share: 0.68, rounded: false },
];
for (const icon of icons) {
  await sharp(Buffer.from(iconSvg(icon.size, icon.share, icon.rounded)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`public/icons/${icon.file}`);
}

/** An ICO file holding PNG images (read by every current browser): a 6-byte header, one
 * 16-byte directory entry per image, then the images. */
function icoOf(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

const favicons = await Promise.all(
  [16, 32, 48].map(async (size) => ({
    size,
    data: await sharp(Buffer.from(iconSvg(size, 0.8, false)))
      .png({ compressionLevel: 9 })
      .toBuffer(),
  })),
);
fs.writeFileSync(path.resolve('public/favicon.ico'), icoOf(favicons));
console.log('public/favicon.ico');
