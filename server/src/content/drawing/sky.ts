// The sky over an outdoor scene: its gradient, the sun or the moon, stars at night, clouds.
import { between, gradient, n } from './frame';
import type { Frame } from './frame';

export function sky(f: Frame): string {
  const { w, h, time } = f;
  const r = 70 * f.u;
  const x = w * between(f, 0.12, 0.88);
  const y = Math.min(f.horizon - r * 0.4, h * time.lightAt);
  const light = time.sun
    ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.7)}" fill="${time.sun}" opacity="0.25"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${time.sun}"/>`
    : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.6)}" fill="#f4f1de"/><circle cx="${n(x + r * 0.25)}" cy="${n(y - r * 0.15)}" r="${n(r * 0.55)}" fill="${time.sky[0]}"/>`;
  return `<defs>${gradient(`${f.id}-sky`, time.sky)}</defs><rect width="${w}" height="${h}" fill="url(#${f.id}-sky)"/>${time.stars ? stars(f) : ''}${light}`;
}

function stars(f: Frame): string {
  let dots = '';
  for (let i = 0; i < 40; i++) {
    const x = n(f.random() * f.w);
    const y = n(f.random() * f.horizon * 0.6);
    dots += `<rect x="${x}" y="${y}" width="3" height="3"/>`;
  }
  return `<g fill="#fff" opacity="0.7">${dots}</g>`;
}

/** Flat clouds as long rounded bands, in the upper part of the sky. */
export function clouds(f: Frame, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = f.random() * f.w;
    const y = f.horizon * between(f, 0.15, 0.65);
    const r = between(f, 30, 70) * f.u;
    out += `<g opacity="${n(between(f, 0.5, 0.9))}"><rect x="${n(x - r * 2)}" y="${n(y - r * 0.35)}" width="${n(r * 4)}" height="${n(r * 0.7)}" rx="${n(r * 0.35)}"/><circle cx="${n(x - r * 0.4)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.6)}"/><circle cx="${n(x + r * 0.5)}" cy="${n(y - r * 0.4)}" r="${n(r * 0.8)}"/></g>`;
  }
  return `<g fill="${f.time.cloud}">${out}</g>`;
}
