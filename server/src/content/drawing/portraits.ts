// Portraits of the directors: flat vector busts, each with its own face, hair, clothes and
// background. Drawn on a 600-unit grid and scaled, so any size keeps the same picture.
import { ordinal, seeded, svg } from './canvas';

interface Sitter {
  skin: string;
  hair: string;
  /** Short hair styles for men; women wear a headscarf with a little hair showing. */
  style: 'short' | 'parted' | 'curly' | 'scarf';
  scarf?: string;
  scarfPattern?: string;
  jacket: string;
  shirt: string;
  tie?: string;
  beard?: 'full' | 'trim' | 'moustache';
  glasses?: string;
  /** A gold wing badge on the jacket, for those who fly. */
  wings?: boolean;
  eyes: string;
  backdrop: [string, string];
}

// Order follows the directors in server/content/directors.json (person-1 … person-6).
const SITTERS: Sitter[] = [
  {
    skin: '#d9a47a',
    hair: '#9ca3af',
    style: 'short',
    jacket: '#0b2545',
    shirt: '#ffffff',
    tie: '#111827',
    beard: 'trim',
    wings: true,
    eyes: '#3b2a20',
    backdrop: ['#cfe3f3', '#a9c8e6'],
  },
  {
    skin: '#f0c9a5',
    hair: '#3b2314',
    style: 'scarf',
    scarf: '#1e3a8a',
    jacket: '#13315c',
    shirt: '#f8fafc',
    wings: true,
    eyes: '#3b2a20',
    backdrop: ['#fde2e4', '#f9c6cc'],
  },
  {
    skin: '#b97d56',
    hair: '#111111',
    style: 'curly',
    jacket: '#4b5563',
    shirt: '#7dd3fc',
    glasses: '#111827',
    eyes: '#1f1410',
    backdrop: ['#d8f3dc', '#b7e4c7'],
  },
  {
    skin: '#f6d5b8',
    hair: '#7a4a26',
    style: 'scarf',
    scarf: '#0f9d8a',
    scarfPattern: '#a7f3d0',
    jacket: '#e7d8c2',
    shirt: '#ffffff',
    glasses: '#7c2d12',
    eyes: '#4a3222',
    backdrop: ['#fff1d6', '#ffe0a8'],
  },
  {
    skin: '#e8b98f',
    hair: '#2b1a10',
    style: 'parted',
    jacket: '#57534e',
    shirt: '#ffffff',
    tie: '#7f1d1d',
    beard: 'full',
    eyes: '#2b1a10',
    backdrop: ['#fde7d7', '#f6c7a6'],
  },
  {
    skin: '#9a6442',
    hair: '#0f0a08',
    style: 'scarf',
    scarf: '#7f1d3b',
    jacket: '#6b7280',
    shirt: '#fef3c7',
    eyes: '#1a0f0a',
    backdrop: ['#ede9fe', '#ddd6fe'],
  },
];

/** A darker shade of a #rrggbb colour, for shadows. */
function shade(colour: string, amount: number): string {
  const n = Number.parseInt(colour.slice(1), 16);
  const part = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((s) => part(s).toString(16).padStart(2, '0')).join('')}`;
}

function body(s: Sitter): string {
  const lapel = shade(s.jacket, 0.25);
  const tie = s.tie
    ? `<path d="M300 452 L286 470 L292 560 L300 574 L308 560 L314 470Z" fill="${s.tie}"/><path d="M288 448 H312 L306 468 H294Z" fill="${shade(s.tie, 0.2)}"/>`
    : `<path d="M300 440 L300 600" stroke="${shade(s.shirt, 0.12)}" stroke-width="3"/>`;
  const wings = s.wings
    ? `<g transform="translate(392 520)" fill="#d4a017"><path d="M0 0 L-34 -6 L-30 0 L-38 2 L-30 6 Z"/><path d="M0 0 L34 -6 L30 0 L38 2 L30 6 Z"/><circle r="7"/></g>`
    : '';
  return `<path d="M70 600 C80 480 170 430 300 430 C430 430 520 480 530 600Z" fill="${s.jacket}"/>
<path d="M250 432 L300 520 L350 432Z" fill="${s.shirt}"/>${tie}
<path d="M240 434 L300 600 L262 600 L214 470 L236 476 L222 446Z" fill="${lapel}"/><path d="M360 434 L300 600 L338 600 L386 470 L364 476 L378 446Z" fill="${lapel}"/>${wings}`;
}

function neck(s: Sitter): string {
  return `<path d="M258 320 H342 V420 C330 446 270 446 258 420Z" fill="${s.skin}"/><path d="M258 340 C280 372 320 372 342 340 V360 C320 390 280 390 258 360Z" fill="${shade(s.skin, 0.15)}"/>`;
}

function face(s: Sitter): string {
  const line = shade(s.skin, 0.35);
  const ears =
    s.style === 'scarf'
      ? ''
      : `<ellipse cx="206" cy="262" rx="18" ry="28" fill="${s.skin}"/><ellipse cx="394" cy="262" rx="18" ry="28" fill="${s.skin}"/><ellipse cx="208" cy="262" rx="8" ry="14" fill="${line}" opacity="0.4"/><ellipse cx="392" cy="262" rx="8" ry="14" fill="${line}" opacity="0.4"/>`;
  const head = `<path d="M210 240 C210 170 250 140 300 140 C350 140 390 170 390 240 C390 320 350 372 300 372 C250 372 210 320 210 240Z" fill="${s.skin}"/>`;
  const brows = `<path d="M244 224 Q264 212 284 222 M316 222 Q336 212 356 224" fill="none" stroke="${s.style === 'scarf' ? s.hair : shade(s.hair, 0.1)}" stroke-width="8" stroke-linecap="round"/>`;
  const eyes = `<ellipse cx="264" cy="252" rx="12" ry="9" fill="#fff"/><ellipse cx="336" cy="252" rx="12" ry="9" fill="#fff"/><circle cx="265" cy="253" r="7" fill="${s.eyes}"/><circle cx="337" cy="253" r="7" fill="${s.eyes}"/><circle cx="267" cy="250" r="2" fill="#fff"/><circle cx="339" cy="250" r="2" fill="#fff"/>`;
  const lashes =
    s.style === 'scarf'
      ? `<path d="M250 247 Q264 238 278 246 M322 246 Q336 238 350 247" fill="none" stroke="#1a0f0a" stroke-width="3.5" stroke-linecap="round"/>`
      : '';
  const nose = `<path d="M300 262 C296 280 290 292 296 298 Q302 302 308 298" fill="none" stroke="${line}" stroke-width="4" stroke-linecap="round"/>`;
  const cheeks =
    s.style === 'scarf'
      ? `<circle cx="250" cy="296" r="16" fill="#e76f51" opacity="0.14"/><circle cx="350" cy="296" r="16" fill="#e76f51" opacity="0.14"/>`
      : '';
  const lips = s.style === 'scarf' ? '#b5485d' : shade(s.skin, 0.45);
  const mouth = `<path d="M274 322 Q300 344 326 322 Q300 332 274 322Z" fill="${lips}"/><path d="M278 323 Q300 330 322 323" fill="none" stroke="#fff" stroke-width="3" opacity="0.7"/>`;
  return ears + head + cheeks + brows + eyes + lashes + nose + mouth;
}

function hair(s: Sitter): string {
  switch (s.style) {
    case 'short': // close-cropped, receding, with grey temples
      return `<path d="M208 250 C196 160 250 126 300 126 C352 126 404 160 392 250 C386 220 380 204 372 196 C350 180 330 176 300 178 C270 176 248 182 228 196 C220 206 214 222 208 250Z" fill="${s.hair}"/>`;
    case 'parted': // side parting with a swept fringe
      return `<path d="M206 256 C190 160 240 118 306 120 C370 122 410 168 394 256 C390 226 384 206 372 192 C340 200 300 196 262 176 C256 196 236 210 216 214 C212 226 208 240 206 256Z" fill="${s.hair}"/><path d="M262 176 C290 150 340 146 372 192" fill="none" stroke="${shade(s.hair, -0.6)}" stroke-width="3" opacity="0.3"/>`;
    case 'curly': {
      const curls = [
        [214, 206],
        [222, 176],
        [244, 150],
        [272, 134],
        [304, 128],
        [336, 134],
        [362, 150],
        [382, 176],
        [388, 206],
        [256, 172],
        [290, 160],
        [326, 164],
        [352, 180],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="26"/>`)
        .join('');
      return `<g fill="${s.hair}">${curls}</g>`;
    }
    default:
      return '';
  }
}

function beard(s: Sitter): string {
  const colour = s.beard === 'trim' ? '#b8bcc4' : s.hair;
  switch (s.beard) {
    case 'full':
      return `<path d="M210 250 C208 340 250 392 300 392 C350 392 392 340 390 250 C382 290 370 312 346 318 C330 306 312 304 300 306 C288 304 270 306 254 318 C230 312 218 290 210 250Z" fill="${colour}"/><path d="M274 322 Q300 340 326 322 Q300 330 274 322Z" fill="${shade(s.skin, 0.45)}"/>`;
    case 'trim':
      return `<path d="M222 290 C230 350 262 376 300 376 C338 376 370 350 378 290 C370 318 356 336 336 342 C322 334 312 332 300 332 C288 332 278 334 264 342 C244 336 230 318 222 290Z" fill="${colour}"/><path d="M266 314 C280 304 320 304 334 314 C320 312 280 312 266 314Z" fill="${colour}"/>`;
    case 'moustache':
      return `<path d="M266 316 C280 302 320 302 334 316 C320 312 280 312 266 316Z" fill="${s.hair}"/>`;
    default:
      return '';
  }
}

function glasses(s: Sitter): string {
  if (!s.glasses) return '';
  return `<g fill="#ffffff" fill-opacity="0.15" stroke="${s.glasses}" stroke-width="6"><rect x="232" y="228" width="62" height="48" rx="16"/><rect x="306" y="228" width="62" height="48" rx="16"/></g><path d="M294 246 Q300 240 306 246 M232 244 L212 238 M368 244 L388 238" fill="none" stroke="${s.glasses}" stroke-width="5"/>`;
}

/** The headscarf: a drape behind the head down to the shoulders, and its front edge. */
function scarfBack(s: Sitter): string {
  const drape =
    'M300 112 C176 112 170 230 182 310 C188 370 170 430 140 480 C200 500 400 500 460 480 C430 430 412 370 418 310 C430 230 424 112 300 112Z';
  // A printed scarf: dots in rows, kept inside the cloth.
  const pattern = s.scarfPattern
    ? `<clipPath id="scarf-${s.scarf!.slice(1)}"><path d="${drape}"/></clipPath><g clip-path="url(#scarf-${s.scarf!.slice(1)})" fill="${s.scarfPattern}" opacity="0.7">${Array.from(
        { length: 40 },
        (_, i) =>
          `<circle cx="${150 + (i % 8) * 44 + (Math.floor(i / 8) % 2) * 22}" cy="${130 + Math.floor(i / 8) * 80}" r="5"/>`,
      ).join('')}</g>`
    : '';
  return `<path d="${drape}" fill="${s.scarf}"/>${pattern}<path d="M390 330 C410 400 420 450 452 484 C430 500 400 500 380 496 C392 440 388 390 372 356Z" fill="${shade(s.scarf!, 0.18)}"/>`;
}

function scarfFront(s: Sitter): string {
  const fold = shade(s.scarf!, 0.2);
  const fringe = `<path d="M222 214 C236 180 268 166 306 166 C340 166 368 182 380 214 C350 196 320 192 300 200 C270 188 240 196 222 214Z" fill="${s.hair}"/>`;
  return `${fringe}<path d="M196 246 C196 160 246 118 300 118 C354 118 404 160 404 246 C392 196 358 168 300 166 C242 168 208 196 196 246Z" fill="${s.scarf}"/><path d="M206 214 C230 176 262 164 300 164 C338 164 370 176 394 214" fill="none" stroke="${fold}" stroke-width="5" opacity="0.6"/>`;
}

export function person(name: string, size: number): string {
  const s = SITTERS[(ordinal(name) - 1) % SITTERS.length]!;
  const random = seeded(name);
  // A soft light behind the sitter, placed a little differently for each portrait.
  const glow = `<circle cx="${(200 + random() * 200).toFixed(0)}" cy="${(180 + random() * 80).toFixed(0)}" r="260" fill="#fff" opacity="0.35"/>`;
  const backdrop = `<defs><linearGradient id="bg-${name}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.backdrop[0]}"/><stop offset="1" stop-color="${s.backdrop[1]}"/></linearGradient></defs><rect width="600" height="600" fill="url(#bg-${name})"/>${glow}`;
  const layers =
    s.style === 'scarf'
      ? body(s) + scarfBack(s) + face(s) + scarfFront(s) + glasses(s)
      : body(s) + neck(s) + hair(s) + face(s) + beard(s) + glasses(s);
  return svg(size, size, backdrop + layers, '0 0 600 600');
}
