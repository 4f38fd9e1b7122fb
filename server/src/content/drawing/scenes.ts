// Illustrations of the demo airline, drawn as SVG from a few scene recipes. Each image is
// a function of its name, so the same name always draws the same picture.
import { seeded, svg } from './canvas';

const SKIES = [
  ['#0b2545', '#13315c', '#8da9c4'], // dusk
  ['#1e6091', '#76c893', '#d9ed92'], // morning
  ['#03045e', '#0077b6', '#90e0ef'], // day
  ['#3c096c', '#c77dff', '#ffb4a2'], // sunset
  ['#10002b', '#240046', '#5a189a'], // night
  ['#023e8a', '#48cae4', '#caf0f8'], // clear
];

function sky(id: string, colours: string[], width: number, height: number): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${colours
    .map((c, i) => `<stop offset="${i / (colours.length - 1)}" stop-color="${c}"/>`)
    .join(
      '',
    )}</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

function clouds(random: () => number, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = random() * width;
    const y = height * (0.1 + random() * 0.5);
    const r = 30 + random() * 60;
    out += `<g fill="#fff" opacity="${(0.35 + random() * 0.5).toFixed(2)}"><ellipse cx="${x}" cy="${y}" rx="${r * 2}" ry="${r * 0.6}"/><circle cx="${x - r * 0.6}" cy="${y - r * 0.3}" r="${r * 0.6}"/><circle cx="${x + r * 0.3}" cy="${y - r * 0.45}" r="${r * 0.8}"/></g>`;
  }
  return out;
}

/** An airliner in side view, nose to the right, centred at (x, y). */
export function airliner(x: number, y: number, scale: number, colour = '#f8f9fa'): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}">
<path d="M-200 -8 Q-210 -30 -185 -28 L160 -26 Q215 -24 222 0 Q215 22 160 24 L-185 24 Q-205 20 -200 -8Z"/>
<path d="M-40 0 L-120 95 L-80 95 L40 4Z" opacity="0.92"/>
<path d="M-40 -6 L-95 -60 L-70 -60 L20 -8Z" opacity="0.8"/>
<path d="M-175 -26 L-215 -95 L-185 -95 L-140 -26Z"/>
<rect x="-20" y="30" width="55" height="18" rx="9" opacity="0.9"/>
<g fill="#0b2545" opacity="0.55">${Array.from({ length: 14 }, (_, i) => `<circle cx="${-140 + i * 20}" cy="-8" r="4"/>`).join('')}</g>
<path d="M185 -14 Q205 -12 212 -2 L190 -2Z" fill="#0b2545" opacity="0.7"/>
<path d="M-178 -90 L-150 -30" stroke="#e76f51" stroke-width="10"/>
</g>`;
}

function ground(kind: number, random: () => number, width: number, height: number): string {
  const base = height * 0.78;
  switch (kind) {
    case 0: // mountains
      return `<path d="M0 ${height} L0 ${base} L${width * 0.18} ${base - 160} L${width * 0.33} ${base - 40} L${width * 0.52} ${base - 220} L${width * 0.7} ${base - 60} L${width * 0.86} ${base - 180} L${width} ${base - 30} L${width} ${height}Z" fill="#2b2d42" opacity="0.85"/><path d="M${width * 0.52} ${base - 220} L${width * 0.47} ${base - 150} L${width * 0.57} ${base - 150}Z" fill="#edf2f4"/>`;
    case 1: // sea and island
      return `<rect y="${base}" width="${width}" height="${height - base}" fill="#0096c7"/><ellipse cx="${width * 0.7}" cy="${base + 10}" rx="${width * 0.16}" ry="28" fill="#e9c46a"/><g stroke="#fff" stroke-width="3" opacity="0.5">${Array.from({ length: 8 }, () => `<path d="M${random() * width} ${base + 30 + random() * 80} q20 -8 40 0"/>`).join('')}</g>`;
    case 2: // city skyline
      return `<g fill="#1b263b">${Array.from({ length: 18 }, (_, i) => {
        const w = width / 18;
        const h = 80 + random() * 220;
        return `<rect x="${i * w}" y="${base - h}" width="${w - 6}" height="${h + height - base}"/>`;
      }).join(
        '',
      )}</g><rect y="${base}" width="${width}" height="${height - base}" fill="#0d1b2a"/>`;
    default: // runway
      return `<rect y="${base}" width="${width}" height="${height - base}" fill="#343a40"/><g fill="#ffd166">${Array.from({ length: 12 }, (_, i) => `<rect x="${i * (width / 12) + 20}" y="${base + (height - base) / 2 - 4}" width="${width / 24}" height="8"/>`).join('')}</g><g fill="#ef476f">${Array.from({ length: 24 }, (_, i) => `<circle cx="${i * (width / 24) + 10}" cy="${base + 6}" r="5"/>`).join('')}</g>`;
  }
}

export function scene(name: string, width: number, height: number): string {
  const random = seeded(name);
  const colours = SKIES[Math.floor(random() * SKIES.length)]!;
  const sun = `<circle cx="${width * (0.15 + random() * 0.7)}" cy="${height * (0.15 + random() * 0.25)}" r="${Math.min(width, height) * 0.08}" fill="#ffd166" opacity="0.9"/>`;
  const planeY = height * (0.3 + random() * 0.25);
  const body =
    sky(`sky-${name}`, colours, width, height) +
    sun +
    clouds(random, width, height, 5) +
    ground(Math.floor(random() * 4), random, width, height) +
    airliner(width * (0.35 + random() * 0.3), planeY, Math.min(width, height) / 900);
  return svg(width, height, body);
}

export function cabin(name: string, width: number, height: number): string {
  const random = seeded(name);
  const seat = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-40" y="-90" width="80" height="120" rx="18" fill="#1d3557"/><rect x="-46" y="20" width="92" height="40" rx="12" fill="#457b9d"/><rect x="-30" y="-80" width="60" height="22" rx="8" fill="#f1faee"/></g>`;
  let rows = '';
  for (let i = 5; i >= 0; i--) {
    const s = 0.5 + i * 0.25;
    const y = height * 0.45 + i * height * 0.08;
    rows += seat(width / 2 - 120 * s - 30, y, s) + seat(width / 2 + 120 * s + 30, y, s);
  }
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#e9ecef"/><path d="M0 0 H${width} L${width * 0.62} ${height * 0.35} H${width * 0.38}Z" fill="#dee2e6"/><rect x="${width * 0.44}" y="${height * 0.35}" width="${width * 0.12}" height="${height * 0.65}" fill="#adb5bd"/>${rows}<g fill="#ffd166">${Array.from({ length: 6 }, (_, i) => `<circle cx="${width * 0.2 + i * width * 0.12}" cy="${height * 0.08}" r="${4 + random() * 3}"/>`).join('')}</g>`,
  );
}

export function logo(light: boolean): string {
  const ink = light ? '#ffffff' : '#0b2545';
  return svg(
    480,
    160,
    `<g fill="${ink}"><path d="M20 110 C70 40 130 30 190 50 C150 55 120 70 100 95 C140 80 170 82 200 96 C150 100 110 112 80 140Z"/><path d="M150 40 L210 20 L190 55Z" fill="#e76f51"/></g><text x="222" y="102" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="700" fill="${ink}">PARVAZ</text>`,
  );
}
