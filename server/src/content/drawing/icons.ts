// Pictograms of the home page's features, the app and sign-in buttons, and the favicon:
// one recognisable glyph per use, navy on a pale tile with one warm accent.
import { seeded, svg } from './canvas';

const INK = '#0b2545';
const ACCENT = '#e76f51';

/** Each glyph is drawn on a 128-unit grid and scaled to the requested size. */
const GLYPHS: Record<string, string> = {
  // Safety first: a shield with a tick.
  safety: `<path d="M64 14 L104 28 V60 C104 86 86 104 64 114 C42 104 24 86 24 60 V28Z" fill="${INK}"/><path d="M64 24 L94 35 V60 C94 80 81 94 64 103Z" fill="#fff" opacity="0.12"/><path d="M44 63 L58 77 L86 47" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  // On time: a clock face whose hands point at ten past ten.
  clock: `<circle cx="64" cy="66" r="46" fill="${INK}"/><circle cx="64" cy="66" r="37" fill="#fff"/>${Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="62" y="32" width="4" height="${i % 3 === 0 ? 9 : 5}" rx="2" fill="${INK}" transform="rotate(${i * 30} 64 66)"/>`,
  ).join(
    '',
  )}<path d="M64 66 L64 42" stroke="${INK}" stroke-width="6" stroke-linecap="round"/><path d="M64 66 L82 74" stroke="${ACCENT}" stroke-width="5" stroke-linecap="round"/><circle cx="64" cy="66" r="5" fill="${INK}"/><rect x="56" y="10" width="16" height="10" rx="3" fill="${INK}"/>`,
  // Hospitality: a steaming tea glass on its saucer, as served on board.
  tea: `<path d="M52 16 q-6 8 0 16 q6 8 0 16 M70 12 q-6 8 0 16 q6 8 0 16" fill="none" stroke="${ACCENT}" stroke-width="5" stroke-linecap="round"/><path d="M38 54 H90 L84 100 Q83 106 77 106 H51 Q45 106 44 100Z" fill="${INK}"/><path d="M42 66 H86 L82 98 Q81 101 78 101 H50 Q47 101 46 98Z" fill="#c1440e"/><path d="M90 62 Q106 62 104 76 Q102 88 87 88" fill="none" stroke="${INK}" stroke-width="6"/><ellipse cx="64" cy="110" rx="40" ry="7" fill="${INK}"/>`,
  // The app: a phone whose screen shows a departing airliner.
  app: `<rect x="36" y="10" width="56" height="108" rx="11" fill="${INK}"/><rect x="41" y="22" width="46" height="82" rx="3" fill="#e8f6fb"/><rect x="56" y="14" width="16" height="4" rx="2" fill="#fff" opacity="0.6"/><circle cx="64" cy="111" r="4" fill="#fff" opacity="0.6"/><g transform="translate(64 62) rotate(-35)"><path d="M-3 -26 Q0 -31 3 -26 V-6 L22 6 V11 L3 4 V18 L9 23 V27 L0 24 L-9 27 V23 L-3 18 V4 L-22 11 V6 L-3 -6Z" fill="${ACCENT}"/></g><path d="M46 94 H82" stroke="${INK}" stroke-width="3" stroke-dasharray="5 4" opacity="0.5"/>`,
  // Sign in: a traveller's silhouette with a key.
  login: `<circle cx="54" cy="42" r="22" fill="${INK}"/><path d="M14 112 C14 82 32 68 54 68 C66 68 76 72 83 79 L74 112Z" fill="${INK}"/><circle cx="92" cy="82" r="15" fill="none" stroke="${ACCENT}" stroke-width="8"/><path d="M92 97 V118 M92 106 H102 M92 114 H100" stroke="${ACCENT}" stroke-width="8" stroke-linecap="round"/>`,
};

const USES: Record<string, string> = {
  'feature-1': 'safety',
  'feature-2': 'clock',
  'feature-3': 'tea',
  app: 'app',
  login: 'login',
};

const TILES = ['#caf0f8', '#d8f3dc', '#ffe8d6', '#e0e7ff'];

/** The favicon keeps its map pin unchanged, so the site's icon stays the one visitors know. */
const PIN = `<path d="M64 14 C90 14 108 34 108 58 C108 90 64 114 64 114 C64 114 20 90 20 58 C20 34 38 14 64 14Z"/>`;

export function icon(name: string, size: number): string {
  const glyph = GLYPHS[USES[name] ?? ''];
  if (!glyph) {
    return svg(
      size,
      size,
      `<rect width="${size}" height="${size}" rx="28" fill="#caf0f8"/><g fill="${INK}" transform="scale(${size / 128})">${PIN}</g>`,
    );
  }
  const random = seeded(name);
  const tile = TILES[Math.floor(random() * TILES.length)];
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${tile}"/><g transform="scale(${size / 128})">${glyph}</g>`,
  );
}
