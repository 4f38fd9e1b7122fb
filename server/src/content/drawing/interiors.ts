// Inside: the cabin down its aisle (three fittings), the flight deck through its
// windscreen, and a terminal window onto the apron with a ginger cat waiting in front of it.
import { airliner } from './airliner';
import { between, n } from './frame';
import type { Frame } from './frame';
import { sky } from './sky';

const FITTINGS = {
  economy: {
    wall: '#e9ecef',
    ceiling: '#dee2e6',
    aisle: '#adb5bd',
    seat: '#1d3557',
    cushion: '#457b9d',
    head: '#f1faee',
    light: '#ffd166',
  },
  business: {
    wall: '#efe6dc',
    ceiling: '#e2d4c4',
    aisle: '#8d6e63',
    seat: '#6d2e46',
    cushion: '#a26769',
    head: '#ece2d0',
    light: '#ffe5b4',
  },
  mood: {
    wall: '#3b2f63',
    ceiling: '#2a2150',
    aisle: '#5b4b8a',
    seat: '#1b1536',
    cushion: '#6c5ba7',
    head: '#c8b6ff',
    light: '#ff8fab',
  },
  premium: {
    wall: '#e3efec',
    ceiling: '#cfe3de',
    aisle: '#7a9e97',
    seat: '#2a6f6b',
    cushion: '#e9c46a',
    head: '#f4f1de',
    light: '#fff3b0',
  },
  evening: {
    wall: '#264653',
    ceiling: '#1d3540',
    aisle: '#2a9d8f',
    seat: '#e76f51',
    cushion: '#f4a261',
    head: '#e9c46a',
    light: '#fff3b0',
  },
};
export type Fitting = keyof typeof FITTINGS;

export function cabin(f: Frame, fitting: Fitting): string {
  const { w, h } = f;
  const c = FITTINGS[fitting];
  // Where the aisle runs: the camera stands in a different seat row each time.
  const cx = w * between(f, 0.36, 0.64);
  const seat = (x: number, y: number, s: number) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><rect x="-40" y="-90" width="80" height="120" rx="18" fill="${c.seat}"/><rect x="-46" y="20" width="92" height="40" rx="12" fill="${c.cushion}"/><rect x="-30" y="-80" width="60" height="22" rx="8" fill="${c.head}"/></g>`;
  let rows = '';
  for (let i = 5; i >= 0; i--) {
    const s = 0.5 + i * 0.25;
    const y = h * 0.45 + i * h * 0.08;
    rows += seat(cx - 120 * s - 30, y, s) + seat(cx + 120 * s + 30, y, s);
  }
  let windows = '';
  for (let i = 0; i < 4; i++) {
    const y = h * (0.22 + i * 0.1);
    const size = 14 + i * 10;
    windows += `<rect x="${n(w * (0.12 - i * 0.03))}" y="${n(y)}" width="${size}" height="${n(size * 1.4)}" rx="${n(size / 2)}"/><rect x="${n(w * (0.88 + i * 0.03) - size)}" y="${n(y)}" width="${size}" height="${n(size * 1.4)}" rx="${n(size / 2)}"/>`;
  }
  let lamps = '';
  for (let i = 0; i < 6; i++) {
    lamps += `<circle cx="${n(w * 0.2 + i * w * 0.12)}" cy="${n(h * 0.08)}" r="${n(between(f, 4, 7))}"/>`;
  }
  return `<rect width="${w}" height="${h}" fill="${c.wall}"/><path d="M0 0 H${w} L${n(cx + w * 0.12)} ${n(h * 0.35)} H${n(cx - w * 0.12)}Z" fill="${c.ceiling}"/><g fill="#8ecae6">${windows}</g><rect x="${n(cx - w * 0.06)}" y="${n(h * 0.35)}" width="${n(w * 0.12)}" height="${n(h * 0.65)}" fill="${c.aisle}"/>${rows}<g fill="${c.light}">${lamps}</g>`;
}

/** The flight deck: the sky through the windscreen, the panel with its screens, two yokes;
 * on `approach`, a runway lit ahead. */
export function cockpit(f: Frame, approach = false): string {
  const { w, h, u } = f;
  const sill = h * 0.55;
  let screens = '';
  const count = w > h ? 6 : 4;
  for (let i = 0; i < count; i++) {
    const x = w * (0.08 + (i * 0.84) / count);
    screens += `<rect x="${n(x)}" y="${n(sill + 50 * u)}" width="${n((w * 0.84) / count - 20 * u)}" height="${n(110 * u)}" rx="${n(8 * u)}" fill="#0d1321"/><rect x="${n(x + 14 * u)}" y="${n(sill + 64 * u)}" width="${n((w * 0.84) / count - 48 * u)}" height="${n(40 * u)}" fill="${i % 2 ? '#3a86ff' : '#8ac926'}" opacity="0.85"/><rect x="${n(x + 14 * u)}" y="${n(sill + 112 * u)}" width="${n((w * 0.84) / count - 80 * u)}" height="${n(30 * u)}" fill="#5a3e1b"/>`;
  }
  const yoke = (x: number) =>
    `<path d="M${n(x - 70 * u)} ${n(h - 120 * u)} V${n(h - 170 * u)} H${n(x + 70 * u)} V${n(h - 120 * u)}" fill="none" stroke="#1b1f2a" stroke-width="${n(18 * u)}" stroke-linecap="round"/><rect x="${n(x - 12 * u)}" y="${n(h - 170 * u)}" width="${n(24 * u)}" height="${n(170 * u)}" fill="#1b1f2a"/>`;
  const runway = approach ? lit(f, sill) : '';
  return `${sky(f)}<rect y="${n(f.horizon)}" width="${w}" height="${n(h - f.horizon)}" fill="${f.time.far}"/>${runway}<path d="M0 0 H${w} V${n(h * 0.1)} L${n(w * 0.5)} ${n(h * 0.04)} L0 ${n(h * 0.1)}Z M0 ${n(sill)} L${n(w * 0.06)} ${n(h * 0.12)} H0Z M${w} ${n(sill)} L${n(w * 0.94)} ${n(h * 0.12)} H${w}Z M${n(w * 0.49)} ${n(h * 0.05)} h${n(w * 0.02)} V${n(sill)} h${n(-w * 0.02)}Z" fill="#2b303b"/><rect y="${n(sill)}" width="${w}" height="${n(h - sill)}" fill="#3d4350"/>${screens}${yoke(w * 0.25)}${yoke(w * 0.75)}`;
}

/** A runway ahead, from the horizon down to the windscreen's sill, its edges lit by lamps. */
function lit(f: Frame, sill: number): string {
  const { w, horizon, u, time } = f;
  const mid = w * between(f, 0.4, 0.6);
  let lamps = '';
  for (let k = 0; k <= 8; k++) {
    const t = (k / 8) ** 1.6;
    const y = horizon + (sill - horizon) * t;
    const half = w * (0.015 + 0.3 * t);
    const r = (2 + 6 * t) * u;
    lamps += `<circle cx="${n(mid - half)}" cy="${n(y)}" r="${n(r)}"/><circle cx="${n(mid + half)}" cy="${n(y)}" r="${n(r)}"/>`;
  }
  return `<path d="M${n(mid - w * 0.015)} ${n(horizon)} H${n(mid + w * 0.015)} L${n(mid + w * 0.315)} ${n(sill)} H${n(mid - w * 0.315)}Z" fill="#2b2d42"/><g fill="${time.lamp}">${lamps}</g>`;
}

/** A terminal window: an aircraft at the gate outside, and a cat waiting on the sill. */
export function gateWindow(f: Frame): string {
  const { w, h, horizon, u, time } = f;
  const sill = h * 0.78;
  const cat = w * between(f, 0.6, 0.8);
  let mullions = '';
  for (let x = 0; x <= w; x += w / 4) {
    mullions += `<rect x="${n(x - 10 * u)}" width="${n(20 * u)}" height="${h}"/>`;
  }
  return `${sky(f)}<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${time.ground}"/>${airliner(n(w * between(f, 0.3, 0.5)), n(horizon + 10 * u), n(0.9 * u))}<g fill="#30343f">${mullions}<rect y="${n(sill)}" width="${w}" height="${n(h - sill)}"/></g><g fill="#c8733f" transform="translate(${n(cat)} ${n(sill)}) scale(${n(u * 1.4)})"><ellipse cx="0" cy="-55" rx="60" ry="55"/><circle cx="-30" cy="-130" r="38"/><path d="M-62 -150 L-58 -200 L-30 -165Z M2 -150 L-2 -200 L-30 -165Z"/><path d="M50 -20 Q120 -10 110 -90" fill="none" stroke="#c8733f" stroke-width="14" stroke-linecap="round"/></g>`;
}
