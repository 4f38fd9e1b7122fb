// Still lifes for posts about things rather than places: the baggage belt, a security tray
// with a laptop and a phone, the airline's app with a boarding pass, a rising chart.
import { airliner } from './airliner';
import { between, n } from './frame';
import type { Frame } from './frame';

const CASES = ['#e76f51', '#2a9d8f', '#e9c46a', '#264653', '#8d5a97', '#f4a261'];

function suitcase(x: number, y: number, s: number, colour: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><rect x="-24" y="-128" width="48" height="22" rx="8" fill="none" stroke="#2b2d42" stroke-width="8"/><rect x="-60" y="-110" width="120" height="110" rx="14" fill="${colour}"/><rect x="-60" y="-62" width="120" height="8" fill="#000" opacity="0.15"/></g>`;
}

/** The baggage hall: a belt with cases of every colour, a sign over it. */
export function carousel(f: Frame): string {
  const { w, h, u } = f;
  const belt = h * 0.68;
  let cases = '';
  for (let i = 0; i < 6; i++) {
    const x = w * (0.1 + i * 0.16) + between(f, -20, 20) * u;
    cases += suitcase(
      x,
      belt + 10 * u,
      between(f, 0.8, 1.2) * u * 1.3,
      CASES[(i * 5 + Math.floor(f.random() * 6)) % 6]!,
    );
  }
  return `<rect width="${w}" height="${h}" fill="${f.time.far}"/><rect y="${n(h * 0.5)}" width="${w}" height="${n(h * 0.5)}" fill="${f.time.near}"/><rect x="${n(w * 0.3)}" y="${n(h * 0.1)}" width="${n(w * 0.4)}" height="${n(90 * u)}" rx="${n(10 * u)}" fill="#ffd166"/><rect x="${n(w * 0.33)}" y="${n(h * 0.1 + 30 * u)}" width="${n(w * 0.12)}" height="${n(30 * u)}" fill="#2b2d42"/><path d="M${n(w * 0.5)} ${n(h * 0.1 + 20 * u)} v${n(50 * u)} M${n(w * 0.55)} ${n(h * 0.1 + 30 * u)} h${n(w * 0.1)} M${n(w * 0.55)} ${n(h * 0.1 + 55 * u)} h${n(w * 0.1)}" stroke="#2b2d42" stroke-width="${n(10 * u)}"/><rect y="${n(belt)}" width="${w}" height="${n(60 * u)}" fill="#3a3f4b"/><rect y="${n(belt + 60 * u)}" width="${w}" height="${n(h - belt)}" fill="#6c757d"/>${cases}`;
}

/** A security tray seen from above: a laptop, a phone, a tablet. */
export function tray(f: Frame): string {
  const { w, h, u } = f;
  const tw = Math.min(w * 0.8, h * 1.2);
  const th = Math.min(h * 0.7, tw * 0.7);
  const x = (w - tw) / 2;
  const y = (h - th) / 2;
  return `<rect width="${w}" height="${h}" fill="${f.time.near}"/><rect x="${n(x - 40 * u)}" y="0" width="${n(tw + 80 * u)}" height="${h}" fill="#2f3640"/><rect x="${n(x)}" y="${n(y)}" width="${n(tw)}" height="${n(th)}" rx="${n(30 * u)}" fill="#8e9aaf"/><rect x="${n(x + 20 * u)}" y="${n(y + 20 * u)}" width="${n(tw - 40 * u)}" height="${n(th - 40 * u)}" rx="${n(20 * u)}" fill="#6c7a93"/><rect x="${n(x + tw * 0.1)}" y="${n(y + th * 0.15)}" width="${n(tw * 0.5)}" height="${n(th * 0.6)}" rx="${n(10 * u)}" fill="#dfe3ea"/><rect x="${n(x + tw * 0.13)}" y="${n(y + th * 0.19)}" width="${n(tw * 0.44)}" height="${n(th * 0.52)}" fill="#1d3557"/><rect x="${n(x + tw * 0.68)}" y="${n(y + th * 0.2)}" width="${n(tw * 0.1)}" height="${n(th * 0.35)}" rx="${n(8 * u)}" fill="#111"/><rect x="${n(x + tw * 0.7)}" y="${n(y + th * 0.6)}" width="${n(tw * 0.2)}" height="${n(th * 0.28)}" rx="${n(8 * u)}" fill="#e76f51"/>`;
}

/** The airline's app in a hand: a phone showing a boarding pass and its code. */
export function app(f: Frame): string {
  const { w, h, u } = f;
  const pw = 300 * u * 1.3;
  const ph = pw * 2;
  const x = w * between(f, 0.3, 0.6);
  const y = (h - ph) / 2 + 40 * u;
  let code = '';
  const cell = pw * 0.06;
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 8; c++) {
      if (f.random() < 0.5)
        code += `<rect x="${n(x + pw * 0.26 + c * cell)}" y="${n(y + ph * 0.55 + r * cell)}" width="${n(cell)}" height="${n(cell)}"/>`;
    }
  }
  return `<rect width="${w}" height="${h}" fill="${f.time.sky[1]}"/><circle cx="${n(w * 0.8)}" cy="${n(h * 0.25)}" r="${n(260 * u)}" fill="${f.time.sky[2]}" opacity="0.6"/><path d="M${n(x - pw * 0.4)} ${h} Q${n(x - pw * 0.3)} ${n(y + ph * 0.6)} ${n(x + pw * 0.1)} ${n(y + ph * 0.7)} L${n(x + pw * 0.5)} ${h}Z" fill="#c68642"/><rect x="${n(x)}" y="${n(y)}" width="${n(pw)}" height="${n(ph)}" rx="${n(36 * u)}" fill="#111"/><rect x="${n(x + 14 * u)}" y="${n(y + 30 * u)}" width="${n(pw - 28 * u)}" height="${n(ph - 60 * u)}" rx="${n(16 * u)}" fill="#f8f9fa"/><rect x="${n(x + 14 * u)}" y="${n(y + 30 * u)}" width="${n(pw - 28 * u)}" height="${n(ph * 0.22)}" fill="#0b2545"/>${airliner(n(x + pw / 2), n(y + ph * 0.14), n(pw / 900), '#f8f9fa')}<rect x="${n(x + pw * 0.15)}" y="${n(y + ph * 0.33)}" width="${n(pw * 0.7)}" height="${n(ph * 0.04)}" fill="#adb5bd"/><rect x="${n(x + pw * 0.15)}" y="${n(y + ph * 0.41)}" width="${n(pw * 0.45)}" height="${n(ph * 0.04)}" fill="#e76f51"/><g fill="#0b2545">${code}</g><path d="M${n(x - pw * 0.1)} ${n(y + ph * 0.75)} Q${n(x + pw * 0.1)} ${n(y + ph * 0.7)} ${n(x + pw * 0.25)} ${n(y + ph * 0.78)} L${n(x + pw * 0.2)} ${n(y + ph * 0.9)} Q${n(x)} ${n(y + ph * 0.92)} ${n(x - pw * 0.2)} ${h}Z" fill="#d4955a"/>`;
}

/** A year's report: bars that rise, a trend line, an aircraft climbing away. */
export function report(f: Frame): string {
  const { w, h, u, time } = f;
  const base = h * 0.85;
  const count = 7;
  const bw = (w * 0.7) / count;
  let bars = '';
  const tops: string[] = [];
  for (let i = 0; i < count; i++) {
    const height = h * (0.15 + i * 0.08) + between(f, -20, 20) * u;
    const x = w * 0.12 + i * bw;
    bars += `<rect x="${n(x)}" y="${n(base - height)}" width="${n(bw * 0.7)}" height="${n(height)}" rx="${n(6 * u)}"/>`;
    tops.push(`${n(x + bw * 0.35)} ${n(base - height - 40 * u)}`);
  }
  return `<rect width="${w}" height="${h}" fill="${time.sky[0]}"/><g fill="${time.sky[2]}" opacity="0.85">${bars}</g><path d="M${tops.join(' L')}" fill="none" stroke="#ffd166" stroke-width="${n(8 * u)}" stroke-linejoin="round"/><rect x="${n(w * 0.08)}" y="${n(base)}" width="${n(w * 0.84)}" height="${n(6 * u)}" fill="#f4f1de"/><g transform="rotate(-18 ${n(w * 0.86)} ${n(h * 0.2)})">${airliner(n(w * 0.86), n(h * 0.2), n(0.45 * u))}</g>`;
}
