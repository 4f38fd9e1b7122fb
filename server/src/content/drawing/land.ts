// Places on land: snowy ranges, green hills with wind turbines or blossom, a sea of clouds
// seen from above, a city with its tower (fireworks for a celebration), a shrine's court.
import { between, n } from './frame';
import type { Frame } from './frame';
import { shrine, tower } from './landmarks';

/** A jagged ridge from edge to edge whose peaks reach up to `rise` above `base`. */
function ridge(f: Frame, base: number, rise: number, peaks: number, fill: string): string {
  let d = `M0 ${n(f.h)} L0 ${n(base - rise * between(f, 0.2, 0.5))}`;
  for (let i = 1; i <= peaks * 2; i++) {
    const x = (f.w * i) / (peaks * 2);
    const y = i % 2 ? base - rise * between(f, 0.7, 1) : base - rise * between(f, 0.15, 0.4);
    d += ` L${n(x)} ${n(y)}`;
  }
  return `<path d="${d} L${f.w} ${n(f.h)}Z" fill="${fill}"/>`;
}

export function mountains(f: Frame): string {
  const { horizon, u, time } = f;
  const far = ridge(f, horizon, 330 * u, 3, time.far);
  // Snow: the far range drawn again, lighter, and cut off below its peaks.
  const snow = `<clipPath id="${f.id}-snow"><rect width="${f.w}" height="${n(horizon - 200 * u)}"/></clipPath><g clip-path="url(#${f.id}-snow)">${far.replace(time.far, '#f4f6fb')}</g>`;
  return `${far}${snow}${ridge(f, horizon + 60 * u, 200 * u, 5, time.near)}<rect y="${n(horizon + 120 * u)}" width="${f.w}" height="${n(f.h - horizon)}" fill="${time.ground}"/>`;
}

function hills(f: Frame): string {
  const { w, h, horizon, u, time } = f;
  const band = (top: number, fill: string) =>
    `<path d="M0 ${n(top)} Q${n(w * between(f, 0.2, 0.4))} ${n(top - 70 * u)} ${n(w * 0.6)} ${n(top)} T${w} ${n(top - 30 * u)} V${h} H0Z" fill="${fill}"/>`;
  return (
    band(horizon, time.far) +
    band(horizon + 80 * u, time.near) +
    band(horizon + 190 * u, time.ground)
  );
}

/** Green hills with wind turbines, for cleaner flying. */
export function turbines(f: Frame): string {
  let out = hills(f);
  for (let i = 0; i < 3; i++) {
    const x = f.w * (0.2 + i * 0.3 + between(f, -0.04, 0.04));
    const s = f.u * (0.6 + i * 0.15);
    const hub = f.horizon + 40 * f.u - 260 * s;
    const turn = between(f, 0, 120);
    const blades = [0, 120, 240]
      .map((a) => `<path d="M0 0 L-6 -150 L0 -160 L6 -150Z" transform="rotate(${n(a + turn)})"/>`)
      .join('');
    out += `<g fill="#f4f6fb"><rect x="${n(x - 4 * s)}" y="${n(hub)}" width="${n(8 * s)}" height="${n(260 * s)}"/><g transform="translate(${n(x)} ${n(hub)}) scale(${n(s)})">${blades}<circle r="10"/></g></g>`;
  }
  return out;
}

/** Hills in spring, blossoming trees in front (the new year, Nowruz). */
export function blossom(f: Frame): string {
  let out = hills(f);
  for (let i = 0; i < 4; i++) {
    const x = f.w * (0.1 + i * 0.27 + between(f, -0.03, 0.03));
    const s = f.u * between(f, 0.8, 1.3);
    const y = f.h - between(f, 10, 80) * f.u;
    let flowers = '';
    for (let k = 0; k < 4; k++) {
      flowers += `<circle cx="${n(x + between(f, -70, 70) * s)}" cy="${n(y - between(f, 140, 240) * s)}" r="${n(between(f, 35, 55) * s)}"/>`;
    }
    out += `<path d="M${n(x)} ${n(y)} V${n(y - 150 * s)} M${n(x)} ${n(y - 90 * s)} L${n(x + 40 * s)} ${n(y - 160 * s)}" stroke="#5b3a29" stroke-width="${n(12 * s)}"/><g fill="${i % 2 ? '#f7c6d9' : '#fbe3ec'}">${flowers}</g>`;
  }
  return out;
}

/** Above a sea of clouds, as a passenger sees it. */
export function cloudsea(f: Frame): string {
  const { w, h, horizon, u, time } = f;
  let puffs = '';
  for (let x = -40; x < w + 80; x += between(f, 90, 160) * u) {
    puffs += `<circle cx="${n(x)}" cy="${n(horizon + between(f, 0, 40) * u)}" r="${n(between(f, 60, 110) * u)}"/>`;
  }
  return `<g fill="${time.cloud}">${puffs}<rect y="${n(horizon + 30 * u)}" width="${w}" height="${n(h - horizon)}"/></g><g fill="#fff" opacity="0.35">${puffs.replace(/cy="([\d.]+)"/g, (_, y: string) => `cy="${n(Number(y) + 120 * u)}"`)}</g>`;
}

/** A city: blocks of every height, lit windows after dark, its tower, snowy peaks behind. */
export function city(f: Frame, fireworks = false): string {
  const { w, h, horizon, u, time } = f;
  let blocks = '';
  let windows = '';
  for (let x = 0; x < w;) {
    const bw = between(f, 50, 110) * u;
    const bh = between(f, 60, 260) * u;
    blocks += `<rect x="${n(x)}" y="${n(horizon - bh)}" width="${n(bw - 4 * u)}" height="${n(bh + h - horizon)}"/>`;
    for (let y = horizon - bh + 16 * u; y < horizon - 10 * u; y += 28 * u) {
      if (f.random() < 0.35) {
        windows += `<rect x="${n(x + 10 * u)}" y="${n(y)}" width="${n(bw - 24 * u)}" height="${n(8 * u)}"/>`;
      }
    }
    x += bw;
  }
  const towerAt = w * between(f, 0.2, 0.8);
  const peaks = ridge(f, horizon - 120 * u, 160 * u, 4, time.far);
  const lit = time.sun ? 0.35 : 0.85;
  return `${peaks}${tower(towerAt, horizon, 1.05 * u, time.near, time.lamp)}<g fill="${time.near}">${blocks}</g><g fill="${time.lamp}" opacity="${lit}">${windows}</g>${fireworks ? bursts(f) : ''}`;
}

function bursts(f: Frame): string {
  let out = '';
  for (const colour of ['#ffd166', '#ef476f', '#06d6a0']) {
    const x = f.w * between(f, 0.1, 0.9);
    const y = f.horizon * between(f, 0.2, 0.5);
    const r = between(f, 60, 110) * f.u;
    let rays = '';
    for (let a = 0; a < 360; a += 45) {
      const rad = (a * Math.PI) / 180;
      rays += `M${n(x + Math.cos(rad) * r * 0.3)} ${n(y + Math.sin(rad) * r * 0.3)} L${n(x + Math.cos(rad) * r)} ${n(y + Math.sin(rad) * r)} `;
    }
    out += `<path d="${rays}" stroke="${colour}" stroke-width="${n(5 * f.u)}" stroke-linecap="round"/>`;
  }
  return out;
}

/** A shrine's court seen across its square (Mashhad), in snow if `snow`. */
export function court(f: Frame, snow = false): string {
  const { w, h, horizon, u, time } = f;
  const ground = snow ? '#e8edf5' : '#cdb88f';
  let flakes = '';
  if (snow) {
    for (let i = 0; i < 60; i++) {
      flakes += `<circle cx="${n(f.random() * w)}" cy="${n(f.random() * h)}" r="${n(between(f, 2, 5) * u)}"/>`;
    }
  }
  return `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${ground}"/>${shrine(w * between(f, 0.4, 0.6), horizon + 10 * u, 1.05 * u, time.lamp, snow)}<rect x="${n(w * 0.2)}" y="${n(horizon + 60 * u)}" width="${n(w * 0.6)}" height="${n(30 * u)}" rx="${n(15 * u)}" fill="#5fb3c9" opacity="0.7"/><g fill="#fff" opacity="0.8">${flakes}</g>`;
}
