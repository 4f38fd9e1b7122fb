// The small pieces every drawing shares: a seeded random source and the SVG envelope.

/** A small deterministic random source, so drawings are stable between runs. */
export function seeded(name: string) {
  let state = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The number at the end of a name such as "partner-3", or 1 when there is none. */
export function ordinal(name: string): number {
  const match = /(\d+)$/.exec(name);
  return match ? Number(match[1]) : 1;
}

export function svg(
  width: number,
  height: number,
  body: string,
  viewBox = `0 0 ${width} ${height}`,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

export const FONT = 'DejaVu Sans, sans-serif';

/** Latin text in the font the service's machine has (fonts-dejavu-core). */
export function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  extra = '',
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${content}</text>`;
}
