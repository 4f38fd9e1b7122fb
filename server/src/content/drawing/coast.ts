// Places by the water: an island with palms (Kish), a beach seen from the sand, and a city
// of domes and minarets across a strait (Istanbul).
import { between, n } from './frame';
import type { Frame } from './frame';
import { mosque } from './landmarks';

function sea(f: Frame): string {
  const { w, h, horizon } = f;
  let glints = '';
  for (let i = 0; i < 6; i++) {
    const y = horizon + (h - horizon) * between(f, 0.1, 0.9);
    const x = f.random() * w;
    glints += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(f, 40, 120) * f.u)}" height="${n(3 * f.u)}" rx="1"/>`;
  }
  // Two flat bands rather than a gradient: smooth gradients cost the most bytes in WebP.
  const [far, near] = f.time.water;
  return `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${near}"/><rect y="${n(horizon)}" width="${w}" height="${n((h - horizon) * 0.3)}" fill="${far}"/><g fill="#fff" opacity="0.35">${glints}</g>`;
}

/** A palm whose trunk rises from (x, y) and bends by lean. */
export function palm(x: number, y: number, height: number, lean: number, colour: string): string {
  const tx = x + lean;
  const ty = y - height;
  const leaf = height * 0.45;
  let fronds = '';
  for (const angle of [-165, -125, -85, -45, -5, 20]) {
    const a = (angle * Math.PI) / 180;
    const ex = tx + Math.cos(a) * leaf;
    const ey = ty + Math.sin(a) * leaf * 0.7 + leaf * 0.35;
    const mx = tx + Math.cos(a) * leaf * 0.5;
    const my = ty + Math.sin(a) * leaf * 0.5 - leaf * 0.12;
    fronds += `<path d="M${n(tx)} ${n(ty)} Q${n(mx)} ${n(my - leaf * 0.12)} ${n(ex)} ${n(ey)} Q${n(mx)} ${n(my + leaf * 0.12)} ${n(tx)} ${n(ty)}Z"/>`;
  }
  return `<g fill="${colour}"><path d="M${n(x)} ${n(y)} Q${n(x + lean * 0.2)} ${n(y - height * 0.6)} ${n(tx)} ${n(ty)}" fill="none" stroke="${colour}" stroke-width="${n(height * 0.05)}" stroke-linecap="round"/>${fronds}</g>`;
}

/** An island offshore with its palms, and another far away. */
export function island(f: Frame): string {
  const { w, horizon, u } = f;
  const cx = w * between(f, 0.35, 0.65);
  const rx = w * 0.22;
  const top = horizon + 40 * u;
  let palms = '';
  // Two palms: every frond's edge costs bytes, and the banners are their pages' largest paint.
  for (let i = 0; i < 2; i++) {
    const x = cx - rx * 0.35 + i * rx * 0.6 + between(f, -20, 20) * u;
    palms += palm(x, top + 6 * u, between(f, 170, 260) * u, between(f, -60, 60) * u, f.time.near);
  }
  return `${sea(f)}<ellipse cx="${n(w * 0.9 - cx * 0.6)}" cy="${n(horizon)}" rx="${n(rx * 0.5)}" ry="${n(22 * u)}" fill="${f.time.far}"/><ellipse cx="${n(cx)}" cy="${n(top + 20 * u)}" rx="${n(rx)}" ry="${n(40 * u)}" fill="#e9c98a"/><ellipse cx="${n(cx)}" cy="${n(top + 10 * u)}" rx="${n(rx * 0.8)}" ry="${n(26 * u)}" fill="${f.time.near}" opacity="0.5"/>${palms}`;
}

/** A beach seen from the sand: a wave's edge, a tall palm at the side, a sail far out. */
export function shore(f: Frame): string {
  const { w, h, horizon, u } = f;
  const sand = horizon + (h - horizon) * 0.45;
  const sail = w * between(f, 0.2, 0.5);
  return `${sea(f)}<path d="M${n(sail)} ${n(horizon - 6 * u)} l${n(30 * u)} ${n(-70 * u)} v${n(70 * u)}Z M${n(sail - 10 * u)} ${n(horizon - 2 * u)} h${n(60 * u)} l${n(-8 * u)} ${n(10 * u)} h${n(-44 * u)}Z" fill="#f4f1de"/><path d="M0 ${n(sand)} Q${n(w * 0.3)} ${n(sand - 30 * u)} ${n(w * 0.55)} ${n(sand + 10 * u)} T${w} ${n(sand - 20 * u)} V${h} H0Z" fill="#f4f1de" opacity="0.8"/><path d="M0 ${n(sand + 14 * u)} Q${n(w * 0.3)} ${n(sand - 16 * u)} ${n(w * 0.55)} ${n(sand + 24 * u)} T${w} ${n(sand - 6 * u)} V${h} H0Z" fill="#e3c587"/>${palm(w * 0.88, h + 20 * u, h * 0.62, -w * 0.06, f.time.ground)}`;
}

/** A strait with a city of domes and minarets on the far side and a bridge across it. */
export function strait(f: Frame): string {
  const { w, horizon, u, time } = f;
  const shoreTop = horizon - 30 * u;
  let houses = '';
  for (let x = 0; x < w; x += between(f, 30, 60) * u) {
    const height = between(f, 14, 40) * u;
    houses += `<rect x="${n(x)}" y="${n(shoreTop - height)}" width="${n(28 * u)}" height="${n(height + 31 * u)}"/>`;
  }
  const bridgeAt = w * between(f, 0.68, 0.8);
  const span = w * 0.22;
  const towers = [bridgeAt - span / 2, bridgeAt + span / 2];
  const bridge = `<g stroke="${time.near}" fill="none" stroke-width="${n(4 * u)}"><path d="M${n(towers[0]! - span * 0.6)} ${n(horizon - 20 * u)} Q${n(towers[0]! - span * 0.2)} ${n(horizon - 60 * u)} ${n(towers[0]!)} ${n(horizon - 150 * u)} Q${n(bridgeAt)} ${n(horizon - 40 * u)} ${n(towers[1]!)} ${n(horizon - 150 * u)} Q${n(towers[1]! + span * 0.2)} ${n(horizon - 60 * u)} ${n(towers[1]! + span * 0.6)} ${n(horizon - 20 * u)}"/><path d="M${n(towers[0]! - span * 0.6)} ${n(horizon - 22 * u)} H${n(towers[1]! + span * 0.6)}" stroke-width="${n(8 * u)}"/></g><g fill="${time.near}">${towers.map((x) => `<rect x="${n(x - 6 * u)}" y="${n(horizon - 160 * u)}" width="${n(12 * u)}" height="${n(150 * u)}"/>`).join('')}</g>`;
  const ferry = `<g transform="translate(${n(w * between(f, 0.1, 0.45))} ${n(horizon + 90 * u)}) scale(${n(u)})"><path d="M-70 0 H70 L55 22 H-55Z" fill="${time.ground}"/><rect x="-45" y="-24" width="80" height="24" fill="#f4f1de"/><rect x="-10" y="-40" width="14" height="16" fill="${time.ground}"/></g>`;
  return `${sea(f)}<g fill="${time.far}">${houses}</g>${mosque(w * between(f, 0.25, 0.45), shoreTop, 1.1 * u, time.near, 6)}${bridge}${ferry}`;
}
