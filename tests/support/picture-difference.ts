// How different two drawings look: both drawn small (side × side), then the share of their
// pixels whose colours clearly differ. Tint alone stays under it; another picture does not.
import sharp from 'sharp';

export async function drawnSmall(svg: string, side: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(side, side, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** The share (0 to 1) of pixels whose red, green and blue differ by more than 60 together. */
export function changedShare(left: Buffer, right: Buffer): number {
  let changed = 0;
  for (let i = 0; i < left.length; i += 3) {
    const distance =
      Math.abs(left[i]! - right[i]!) +
      Math.abs(left[i + 1]! - right[i + 1]!) +
      Math.abs(left[i + 2]! - right[i + 2]!);
    if (distance > 60) changed++;
  }
  return changed / (left.length / 3);
}
