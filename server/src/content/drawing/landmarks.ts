// Buildings that say where a picture was taken: domes and minarets, a shrine's golden dome
// and porch, a television tower over a skyline. Drawn at (x, base) in units of `scale`.
import { n } from './frame';

/** An onion-shaped dome of radius r on a drum, its finial on top. */
export function dome(x: number, base: number, r: number, colour: string, drum = colour): string {
  const top = base - r * 0.5;
  return `<rect x="${n(x - r * 0.8)}" y="${n(top)}" width="${n(r * 1.6)}" height="${n(r * 0.5)}" fill="${drum}"/><path d="M${n(x - r)} ${n(top)} C${n(x - r * 1.1)} ${n(top - r * 1.1)} ${n(x - r * 0.2)} ${n(top - r * 1.2)} ${n(x)} ${n(top - r * 1.7)} C${n(x + r * 0.2)} ${n(top - r * 1.2)} ${n(x + r * 1.1)} ${n(top - r * 1.1)} ${n(x + r)} ${n(top)}Z" fill="${colour}"/><rect x="${n(x - r * 0.04)}" y="${n(top - r * 2.1)}" width="${n(r * 0.08)}" height="${n(r * 0.45)}" fill="${colour}"/>`;
}

/** A pencil minaret with a balcony and a pointed cap. */
export function minaret(x: number, base: number, height: number, colour: string): string {
  const w = height * 0.06;
  const cap = base - height;
  return `<g fill="${colour}"><rect x="${n(x - w / 2)}" y="${n(cap)}" width="${n(w)}" height="${n(height)}"/><rect x="${n(x - w)}" y="${n(cap + height * 0.25)}" width="${n(w * 2)}" height="${n(w * 0.6)}"/><path d="M${n(x - w * 0.7)} ${n(cap)} L${n(x)} ${n(cap - height * 0.22)} L${n(x + w * 0.7)} ${n(cap)}Z"/></g>`;
}

/** A great mosque: a low hall, half-domes, a broad central dome and slender minarets. */
export function mosque(x: number, base: number, scale: number, colour: string, count = 4): string {
  const s = scale;
  const hall = `<rect x="${n(x - 180 * s)}" y="${n(base - 70 * s)}" width="${n(360 * s)}" height="${n(70 * s)}" fill="${colour}"/>`;
  const halves = [-1, 1]
    .map(
      (side) =>
        `<path d="M${n(x + side * 40 * s)} ${n(base - 70 * s)} A${n(70 * s)} ${n(60 * s)} 0 0 ${side > 0 ? 0 : 1} ${n(x + side * 160 * s)} ${n(base - 70 * s)}Z" fill="${colour}"/>`,
    )
    .join('');
  const main = `<path d="M${n(x - 95 * s)} ${n(base - 110 * s)} A${n(95 * s)} ${n(85 * s)} 0 0 1 ${n(x + 95 * s)} ${n(base - 110 * s)}Z" fill="${colour}"/><rect x="${n(x - 100 * s)}" y="${n(base - 112 * s)}" width="${n(200 * s)}" height="${n(45 * s)}" fill="${colour}"/><rect x="${n(x - 2 * s)}" y="${n(base - 225 * s)}" width="${n(4 * s)}" height="${n(30 * s)}" fill="${colour}"/>`;
  const spread = [-250, 250, -205, 205, -300, 300].slice(0, count);
  const towers = spread
    .map((dx, i) => minaret(x + dx * s, base, (i < 2 ? 300 : 250) * s, colour))
    .join('');
  return hall + halves + main + towers;
}

/** A shrine's court: an arcaded wall, a porch with a pointed arch, a golden dome, a
 * turquoise dome and two minarets. `snow` whitens the roofs. */
export function shrine(x: number, base: number, s: number, lamp: string, snow: boolean): string {
  const wall = '#d9c7a3';
  let arches = '';
  for (let i = -7; i <= 7; i++) {
    if (Math.abs(i) < 2) continue;
    arches += `<path d="M${n(x + i * 46 * s - 15 * s)} ${n(base)} V${n(base - 55 * s)} Q${n(x + i * 46 * s)} ${n(base - 80 * s)} ${n(x + i * 46 * s + 15 * s)} ${n(base - 55 * s)} V${n(base)}Z"/>`;
  }
  const porch = `<rect x="${n(x - 85 * s)}" y="${n(base - 200 * s)}" width="${n(170 * s)}" height="${n(200 * s)}" fill="${wall}"/><path d="M${n(x - 50 * s)} ${n(base)} V${n(base - 120 * s)} Q${n(x)} ${n(base - 190 * s)} ${n(x + 50 * s)} ${n(base - 120 * s)} V${n(base)}Z" fill="#1f6f8b"/><path d="M${n(x - 34 * s)} ${n(base)} V${n(base - 110 * s)} Q${n(x)} ${n(base - 160 * s)} ${n(x + 34 * s)} ${n(base - 110 * s)} V${n(base)}Z" fill="${lamp}" opacity="0.8"/>`;
  const roofs = snow
    ? `<rect x="${n(x - 340 * s)}" y="${n(base - 96 * s)}" width="${n(680 * s)}" height="${n(8 * s)}" fill="#fff"/><rect x="${n(x - 85 * s)}" y="${n(base - 204 * s)}" width="${n(170 * s)}" height="${n(8 * s)}" fill="#fff"/>`
    : '';
  return `<rect x="${n(x - 340 * s)}" y="${n(base - 92 * s)}" width="${n(680 * s)}" height="${n(92 * s)}" fill="${wall}"/><g fill="#2a7f9e">${arches}</g>${dome(x + 170 * s, base - 92 * s, 70 * s, '#2fa4b8', wall)}${dome(x - 40 * s, base - 200 * s, 95 * s, '#e8b923', wall)}${porch}${minaret(x - 115 * s, base, 330 * s, '#e8b923')}${minaret(x + 115 * s, base, 330 * s, '#e8b923')}${roofs}`;
}

/** A television tower: a tall shaft, a pod with a band of windows, an antenna. */
export function tower(x: number, base: number, s: number, colour: string, lamp: string): string {
  return `<g fill="${colour}"><path d="M${n(x - 18 * s)} ${n(base)} L${n(x - 7 * s)} ${n(base - 330 * s)} H${n(x + 7 * s)} L${n(x + 18 * s)} ${n(base)}Z"/><ellipse cx="${n(x)}" cy="${n(base - 345 * s)}" rx="${n(48 * s)}" ry="${n(30 * s)}"/><rect x="${n(x - 3 * s)}" y="${n(base - 470 * s)}" width="${n(6 * s)}" height="${n(110 * s)}"/></g><rect x="${n(x - 42 * s)}" y="${n(base - 350 * s)}" width="${n(84 * s)}" height="${n(6 * s)}" fill="${lamp}"/>`;
}
