// Partner logos and licence seals of the demo airline. The partners are invented Iranian
// companies (each its own mark, colour and wordmark); the seals name invented issuers, so
// no real trademark is ever drawn.
import { ordinal, seeded, svg, text } from './canvas';

const WIDTH = 400;
const HEIGHT = 240;

/** DejaVu Sans Bold capitals are about 0.72 em wide: shrink a word until it fits. */
function fit(word: string, room: number, largest: number, em = 0.72): number {
  return Math.min(largest, Math.floor(room / (word.length * em)));
}

const rotations = (count: number, draw: (angle: number) => string) =>
  Array.from({ length: count }, (_, i) => draw((360 / count) * i)).join('');

interface Partner {
  word: string;
  line: string;
  colour: string;
  /** The mark, drawn in a 120-unit square centred on (0, 0). */
  mark: (colour: string) => string;
  stacked?: boolean;
}

const PARTNERS: Partner[] = [
  {
    word: 'SEPEHR',
    line: 'GROUND HANDLING',
    colour: '#0f766e',
    mark: (c) =>
      `<rect x="-54" y="-54" width="108" height="108" rx="26" fill="${c}"/><path d="M-34 -30 L-6 0 L-34 30 M2 -30 L30 0 L2 30" fill="none" stroke="#fff" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/><rect x="-40" y="38" width="80" height="6" rx="3" fill="#fbbf24"/>`,
  },
  {
    word: 'NAMAK',
    line: 'INFLIGHT CATERING',
    colour: '#c8102e',
    stacked: true,
    mark: (c) =>
      `<circle r="54" fill="${c}"/><path d="M-36 14 A36 36 0 0 1 36 14Z" fill="#fff"/><circle cy="-26" r="6" fill="#fff"/><rect x="-44" y="18" width="88" height="8" rx="4" fill="#fff"/><path d="M-18 -4 A22 22 0 0 1 0 -16" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round" opacity="0.5"/>`,
  },
  {
    word: 'ZAGROS',
    line: 'AVIATION FUEL',
    colour: '#b45309',
    mark: (c) =>
      `<path d="M0 -58 C20 -30 42 -6 42 18 A42 42 0 0 1 -42 18 C-42 -6 -20 -30 0 -58Z" fill="${c}"/><path d="M-26 20 Q-13 10 0 20 T26 20" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/><path d="M-16 36 Q-8 30 0 36 T16 36" fill="none" stroke="#fde68a" stroke-width="6" stroke-linecap="round"/>`,
  },
  {
    word: 'SAFARNET',
    line: 'TRAVEL AGENCIES',
    colour: '#6d28d9',
    mark: (c) =>
      `<circle r="44" fill="none" stroke="${c}" stroke-width="9"/><ellipse rx="18" ry="44" fill="none" stroke="${c}" stroke-width="6"/><path d="M-44 0 H44 M-38 -22 H38 M-38 22 H38" stroke="${c}" stroke-width="5"/><path d="M-58 30 A64 64 0 0 0 40 48" fill="none" stroke="#f97316" stroke-width="6" stroke-linecap="round"/><path d="M38 40 L54 46 L40 56Z" fill="#f97316"/>`,
  },
  {
    word: 'KISH PEARL',
    line: 'HOTELS &amp; RESORTS',
    colour: '#0e7490',
    stacked: true,
    mark: (c) =>
      `<circle r="54" fill="${c}"/><circle cx="18" cy="-8" r="18" fill="#fcd34d"/><path d="M-50.9 18 H50.9 A54 54 0 0 1 -50.9 18Z" fill="#155e75"/><path d="M-40 28 q10 -6 20 0 t20 0 t20 0 t20 0" fill="none" stroke="#fff" stroke-width="4" opacity="0.8"/><path d="M-14 18 Q-18 -10 -8 -30" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M-8 -30 Q-30 -40 -42 -24 Q-26 -32 -8 -30 Q-4 -50 -24 -52 Q-10 -42 -8 -30 Q8 -48 24 -38 Q6 -38 -8 -30 Q12 -30 20 -14 Q4 -26 -8 -30Z" fill="#fff"/>`,
  },
  {
    word: 'AMAN',
    line: 'INSURANCE',
    colour: '#1e3a8a',
    mark: (c) =>
      `<path d="M-52 4 A52 52 0 0 1 52 4 Q39 -6 26 4 Q13 -6 0 4 Q-13 -6 -26 4 Q-39 -6 -52 4Z" fill="${c}"/><path d="M0 -54 V-48" stroke="${c}" stroke-width="6" stroke-linecap="round"/><path d="M0 4 V40 A10 10 0 0 1 -20 40" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round"/><path d="M-16 -20 A38 38 0 0 1 18 -40" fill="none" stroke="#38bdf8" stroke-width="6" stroke-linecap="round"/>`,
  },
  {
    word: 'AEROTEK',
    line: 'MAINTENANCE &amp; REPAIR',
    colour: '#374151',
    mark: (c) =>
      `<g fill="${c}">${rotations(8, (a) => `<rect x="-9" y="-54" width="18" height="20" rx="3" transform="rotate(${a})"/>`)}<circle r="40"/></g><circle r="17" fill="#fff"/><path d="M-30 30 L10 -10" stroke="#ef4444" stroke-width="12" stroke-linecap="round"/><path d="M4 -22 A16 16 0 1 0 22 -4 L12 -4 L4 -12Z" fill="#ef4444"/>`,
  },
  {
    word: 'BARAN CARGO',
    line: 'AIR FREIGHT &amp; LOGISTICS',
    colour: '#1f2937',
    stacked: true,
    mark: (c) =>
      `<path d="M0 -46 L44 -24 L44 28 L0 50 L-44 28 L-44 -24Z" fill="#f59e0b"/><path d="M0 -2 L44 -24 L44 28 L0 50Z" fill="#d97706"/><path d="M-44 -24 L0 -2 L0 50 L-44 28Z" fill="#fbbf24"/><path d="M-22 -35 L22 -13 V0" fill="none" stroke="${c}" stroke-width="5" opacity="0.5"/><path d="M-74 -8 H-54 M-80 8 H-54 M-74 24 H-54" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  },
];

export function partner(name: string): string {
  const p = PARTNERS[(ordinal(name) - 1) % PARTNERS.length]!;
  // Plain white: the pages frame logos themselves, and shown small every pixel counts.
  const card = `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`;
  if (p.stacked) {
    const size = fit(p.word, WIDTH - 40, 42);
    return svg(
      WIDTH,
      HEIGHT,
      `${card}<g transform="translate(200 78) scale(1.05)">${p.mark(p.colour)}</g>${text(200, 184, size, p.colour, p.word, 'font-weight="700" text-anchor="middle"')}${text(200, 214, 15, '#4b5563', p.line, 'text-anchor="middle" letter-spacing="1.5"')}`,
    );
  }
  const size = fit(p.word, 214, 46);
  return svg(
    WIDTH,
    HEIGHT,
    `${card}<g transform="translate(90 120) scale(1.2)">${p.mark(p.colour)}</g>${text(172, 124, size, p.colour, p.word, 'font-weight="700"')}<rect x="173" y="138" width="40" height="5" rx="2.5" fill="${p.colour}" opacity="0.35"/>${text(173, 166, 15, '#4b5563', p.line, 'letter-spacing="0.5"')}`,
  );
}

interface Licence {
  seal: 'rosette' | 'burst' | 'laurel' | 'ring';
  colour: string;
  /** What the seal carries in its middle, drawn around (0, 0) within a 40-unit radius. */
  emblem: string;
  title: [string, string];
  detail: string;
  issuer: string;
}

const GOLD = '#b08d57';

const LICENCES: Licence[] = [
  {
    seal: 'ring',
    colour: '#1d3557',
    emblem: `<path d="M0 -30 L24 -20 V0 C24 16 12 26 0 32 C-12 26 -24 16 -24 0 V-20Z" fill="#fff"/><path d="M-11 1 L-2 10 L13 -7" fill="none" stroke="#1d3557" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
    title: ['OPERATIONAL', 'SAFETY'],
    detail: 'Certified operator · 2025',
    issuer: 'Aeronautic Safety Council',
  },
  {
    seal: 'laurel',
    colour: '#9a6b1f',
    emblem: `${text(0, 4, 24, '#fff', '92%', 'font-weight="700" text-anchor="middle"')}${text(0, 22, 9, '#fff', 'ON TIME', 'text-anchor="middle" letter-spacing="1"')}`,
    title: ['ON-TIME', 'PERFORMANCE'],
    detail: 'Award · 2025',
    issuer: 'Regional Air Travel Review',
  },
  {
    seal: 'rosette',
    colour: '#b91c1c',
    emblem: `<path d="M0 -26 L7.6 -10.4 L24.7 -8 L12.4 4 L15.3 21 L0 13 L-15.3 21 L-12.4 4 L-24.7 -8 L-7.6 -10.4Z" fill="#fff"/>`,
    title: ['BEST PASSENGER', 'SERVICE'],
    detail: 'Regional carriers · 2024',
    issuer: 'Silk Road Travel Forum',
  },
  {
    seal: 'burst',
    colour: '#1e40af',
    emblem: `${text(0, -6, 16, '#fff', 'ISO', 'font-weight="700" text-anchor="middle" letter-spacing="2"')}${text(0, 16, 20, '#fff', '9001', 'font-weight="700" text-anchor="middle"')}`,
    title: ['QUALITY', 'MANAGEMENT'],
    detail: 'ISO 9001:2015',
    issuer: 'Meridian Certification',
  },
  {
    seal: 'ring',
    colour: '#15803d',
    emblem: `<path d="M-20 20 C-24 -8 -4 -26 24 -26 C26 4 8 24 -20 20Z" fill="#fff"/><path d="M-20 20 L12 -12" stroke="#15803d" stroke-width="4" stroke-linecap="round"/>`,
    title: ['GREEN', 'AIRLINE'],
    detail: 'ISO 14001 environment',
    issuer: 'Clean Skies Alliance',
  },
  {
    seal: 'rosette',
    colour: '#6d28d9',
    emblem: `<g fill="#fff"><circle cx="0" cy="-12" r="9"/><path d="M-16 16 C-16 2 -8 -1 0 -1 C8 -1 16 2 16 16Z"/><circle cx="-20" cy="-4" r="6" opacity="0.8"/><path d="M-32 18 C-32 8 -27 5 -20 5 C-16 5 -13 6 -11 8 C-14 11 -15 14 -15 18Z" opacity="0.8"/><circle cx="20" cy="-4" r="6" opacity="0.8"/><path d="M32 18 C32 8 27 5 20 5 C16 5 13 6 11 8 C14 11 15 14 15 18Z" opacity="0.8"/></g>`,
    title: ['TOP', 'EMPLOYER'],
    detail: 'Aviation sector · 2025',
    issuer: 'People at Work Institute',
  },
];

function seal(kind: Licence['seal'], colour: string): string {
  switch (kind) {
    case 'rosette':
      return `${rotations(16, (a) => `<circle cx="0" cy="-52" r="14" fill="${colour}" transform="rotate(${a})"/>`)}<circle r="54" fill="${colour}"/><circle r="44" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 4"/>`;
    case 'burst': {
      const points = Array.from({ length: 48 }, (_, i) => {
        const r = i % 2 === 0 ? 64 : 56;
        const a = (Math.PI * i) / 24;
        return `${(r * Math.sin(a)).toFixed(1)},${(-r * Math.cos(a)).toFixed(1)}`;
      }).join(' ');
      return `<polygon points="${points}" fill="${colour}"/><circle r="48" fill="none" stroke="${GOLD}" stroke-width="4"/>`;
    }
    case 'laurel': {
      // Leaves lie along the circle, climbing from the bottom up both sides.
      const leaf = (a: number) =>
        `<ellipse cx="0" cy="-55" rx="10" ry="4.5" fill="${GOLD}" transform="rotate(${a}) rotate(${a > 0 ? -22 : 22} 0 -55)"/>`;
      const leaves = [36, 54, 72, 90, 108, 126, 144].flatMap((a) => [leaf(a), leaf(-a)]).join('');
      return `${leaves}<circle r="46" fill="${colour}"/><circle r="40" fill="none" stroke="${GOLD}" stroke-width="2"/>`;
    }
    default:
      return `<circle r="60" fill="${colour}"/><circle r="54" fill="none" stroke="#fff" stroke-width="3"/><circle r="44" fill="none" stroke="#fff" stroke-width="1.5"/>${rotations(24, (a) => `<circle cx="0" cy="-49" r="1.8" fill="#fff" transform="rotate(${a})"/>`)}`;
  }
}

export function licence(name: string): string {
  const l = LICENCES[(ordinal(name) - 1) % LICENCES.length]!;
  const random = seeded(name);
  const ribbonTilt = (4 + random() * 6).toFixed(1);
  const ribbons = `<path d="M-30 30 L-42 98 L-28 90 L-20 104 L-8 40Z" fill="${l.colour}" opacity="0.85" transform="rotate(${ribbonTilt})"/><path d="M30 30 L42 98 L28 90 L20 104 L8 40Z" fill="${l.colour}" opacity="0.7" transform="rotate(-${ribbonTilt})"/>`;
  const size = Math.min(...l.title.map((line) => fit(line, 200, 22, 0.74)));
  return svg(
    WIDTH,
    HEIGHT,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="14" fill="#fffaf0"/><rect x="8" y="8" width="${WIDTH - 16}" height="${HEIGHT - 16}" rx="8" fill="none" stroke="${GOLD}" stroke-width="3"/><rect x="15" y="15" width="${WIDTH - 30}" height="${HEIGHT - 30}" rx="4" fill="none" stroke="${GOLD}" stroke-width="1"/><g transform="translate(98 108)">${ribbons}${seal(l.seal, l.colour)}${l.emblem}</g>${text(182, 64, 10, GOLD, 'CERTIFICATE', 'font-weight="700" letter-spacing="3"')}${text(182, 98, size, '#1f2937', l.title[0], 'font-weight="700"')}${text(182, 98 + size * 1.2, size, l.colour, l.title[1], 'font-weight="700"')}<rect x="182" y="${110 + size * 1.2}" width="180" height="1.5" fill="${GOLD}"/>${text(182, 134 + size * 1.2, 12, '#374151', l.detail)}${text(182, 154 + size * 1.2, 11, '#6b7280', l.issuer, 'font-style="italic"')}`,
  );
}
