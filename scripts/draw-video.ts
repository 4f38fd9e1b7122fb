// Draws the demo airline's short video (a plane crossing the sky) frame by frame and
// encodes it with ffmpeg into server/content/media/cabin-tour.webm, with a poster image.
// Run once when the drawing changes: `npx tsx scripts/draw-video.ts` (needs ffmpeg).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { airliner } from '../server/src/content/drawing/airliner';

const WIDTH = 640;
const HEIGHT = 360;
const FRAMES = 36;
const out = path.resolve('server/content/media');
const frames = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-frames-'));

const frame = (i: number) => {
  const t = i / (FRAMES - 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#03045e"/><stop offset="1" stop-color="#90e0ef"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/><g fill="#fff" opacity="0.6"><ellipse cx="${500 - t * 200}" cy="80" rx="90" ry="22"/><ellipse cx="${160 - t * 120}" cy="250" rx="120" ry="26"/></g>${airliner(-120 + t * 880, 190 - t * 60, 0.4)}</svg>`;
};

for (let i = 0; i < FRAMES; i++) {
  await sharp(Buffer.from(frame(i)))
    .png()
    .toFile(path.join(frames, `${String(i).padStart(3, '0')}.png`));
}
const encoded = spawnSync(
  'ffmpeg',
  [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    '12',
    '-i',
    path.join(frames, '%03d.png'),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '300k',
    '-pix_fmt',
    'yuv420p',
    '-an',
    path.join(out, 'cabin-tour.webm'),
  ],
  { stdio: 'inherit' },
);
if (encoded.status !== 0) throw new Error('ffmpeg could not encode the video');
await sharp(Buffer.from(frame(Math.floor(FRAMES / 2))))
  .webp({ quality: 78 })
  .toFile(path.join(out, 'cabin-tour.webp'));
fs.rmSync(frames, { recursive: true, force: true });
console.log('Wrote server/content/media/cabin-tour.webm and cabin-tour.webp');
