// The airport: the terminal and its tower seen across the apron, and the hangar where a new
// aircraft is handed over. Runway lights are points, never a dashed line, so words set
// over the picture are not crossed by stripes.
import { airliner } from './airliner';
import { between, n } from './frame';
import type { Frame } from './frame';

export function terminal(f: Frame): string {
  const { w, h, horizon, u, time } = f;
  const left = w * between(f, 0.05, 0.25);
  const right = left + w * 0.6;
  const roof = horizon - 110 * u;
  const towerAt = right + w * 0.08;
  let lights = '';
  for (let x = 12 * u; x < w; x += 38 * u) {
    lights += `<circle cx="${n(x)}" cy="${n(horizon + 150 * u)}" r="${n(4 * u)}"/>`;
  }
  const glow = time.sun ? 0.55 : 0.95;
  return `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${time.ground}"/><rect y="${n(horizon + 130 * u)}" width="${w}" height="${n(40 * u)}" fill="${time.near}"/><g fill="${time.lamp}" opacity="${glow}">${lights}</g><path d="M${n(left)} ${n(horizon)} V${n(roof)} Q${n((left + right) / 2)} ${n(roof - 70 * u)} ${n(right)} ${n(roof)} V${n(horizon)}Z" fill="${time.near}"/><rect x="${n(left + 20 * u)}" y="${n(roof + 20 * u)}" width="${n(right - left - 40 * u)}" height="${n(60 * u)}" fill="${time.lamp}" opacity="${glow}"/><rect x="${n(towerAt - 14 * u)}" y="${n(horizon - 260 * u)}" width="${n(28 * u)}" height="${n(260 * u)}" fill="${time.near}"/><path d="M${n(towerAt - 50 * u)} ${n(horizon - 300 * u)} H${n(towerAt + 50 * u)} L${n(towerAt + 36 * u)} ${n(horizon - 255 * u)} H${n(towerAt - 36 * u)}Z" fill="${time.lamp}" opacity="${glow}"/><rect x="${n(towerAt - 54 * u)}" y="${n(horizon - 312 * u)}" width="${n(108 * u)}" height="${n(14 * u)}" fill="${time.near}"/>${airliner(n(w * between(f, 0.3, 0.6)), n(horizon + 70 * u), n(0.75 * u))}`;
}

/** An arched hangar, doors open, the new aircraft on the apron in front of it. */
export function hangar(f: Frame): string {
  const { w, h, horizon, u, time } = f;
  const cx = w * between(f, 0.4, 0.6);
  const half = w * 0.36;
  const top = horizon - 300 * u;
  let ribs = '';
  for (let x = cx - half + 60 * u; x < cx + half - 40 * u; x += 70 * u) {
    ribs += `<rect x="${n(x)}" y="${n(top + 60 * u)}" width="${n(4 * u)}" height="${n(horizon - top - 60 * u)}"/>`;
  }
  return `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="#9aa3ad"/><path d="M${n(cx - half)} ${n(horizon)} V${n(top + 60 * u)} Q${n(cx)} ${n(top - 60 * u)} ${n(cx + half)} ${n(top + 60 * u)} V${n(horizon)}Z" fill="${time.far}"/><path d="M${n(cx - half + 40 * u)} ${n(horizon)} V${n(top + 70 * u)} Q${n(cx)} ${n(top - 20 * u)} ${n(cx + half - 40 * u)} ${n(top + 70 * u)} V${n(horizon)}Z" fill="#1c2331"/><g fill="${time.lamp}" opacity="0.5">${ribs}</g><path d="M0 ${n(horizon + 150 * u)} H${w}" stroke="#f4f1de" stroke-width="${n(6 * u)}" opacity="0.7"/>${airliner(n(cx), n(horizon + 40 * u), n(1.1 * u))}`;
}
