// Illustrations of the demo airline, drawn as SVG from the recipe of each name (recipes.ts):
// a subject at a time of day, sometimes with an airliner overhead. The same name always
// draws the same picture; the phone variant is the same scene on a taller canvas.
import { airliner } from './airliner';
import { seeded, svg } from './canvas';
import { between } from './frame';
import type { Frame } from './frame';
import { RECIPES } from './recipes';
import { clouds, sky } from './sky';
import { SUBJECTS } from './subjects';
import { TIMES } from './times';

export function scene(name: string, width: number, height: number): string {
  const recipe = RECIPES[name];
  if (!recipe) throw new Error(`No scene is described for ${name} (recipes.ts).`);
  const subject = SUBJECTS[recipe.subject];
  const f: Frame = {
    w: width,
    h: height,
    u: Math.min(width, height) / 900,
    horizon: height * subject.horizon,
    time: TIMES[recipe.time],
    random: seeded(`${name}:${recipe.subject}`),
    id: name,
  };
  let body = '';
  if (subject.outdoor) body += sky(f) + clouds(f, 3);
  if (recipe.plane) {
    const x = width * between(f, 0.3, 0.7);
    const y = f.horizon * between(f, 0.3, 0.5);
    body += airliner(Math.round(x), Math.round(y), Math.round(f.u * 60) / 100);
  }
  // Drawn after the plane, so a city or a palm stands in front of it, never behind.
  body = subject.outdoor ? body + subject.draw(f, recipe.variant) : subject.draw(f, recipe.variant);
  return svg(width, height, body);
}

export function logo(light: boolean): string {
  const ink = light ? '#ffffff' : '#0b2545';
  return svg(
    480,
    160,
    `<g fill="${ink}"><path d="M20 110 C70 40 130 30 190 50 C150 55 120 70 100 95 C140 80 170 82 200 96 C150 100 110 112 80 140Z"/><path d="M150 40 L210 20 L190 55Z" fill="#e76f51"/></g><text x="222" y="102" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="700" fill="${ink}">PARVAZ</text>`,
  );
}
