// Every image of the demo airline: its name, size and drawing. Content files refer to
// images by these names; the service serves them as /cms/media/<name>.webp.
import { icon } from './icons';
import { licence, partner } from './marks';
import { person } from './portraits';
import { logo, scene } from './scenes';

export interface Drawing {
  name: string;
  width: number;
  svg: () => string;
  /** Vector images (logos) are also served as SVG. */
  vector?: boolean;
}

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

const wideAndPhone = (prefix: string, count: number): Drawing[] =>
  range(count).flatMap((n) => [
    { name: `${prefix}-${n}`, width: 1600, svg: () => scene(`${prefix}-${n}`, 1600, 900) },
    { name: `${prefix}-${n}-phone`, width: 750, svg: () => scene(`${prefix}-${n}`, 750, 1000) },
  ]);

/** Pictures at 3:2 with no phone variant (gallery photos, services). */
const photos = (prefix: string, count: number): Drawing[] =>
  range(count).map((n) => ({
    name: `${prefix}-${n}`,
    width: 1200,
    svg: () => scene(`${prefix}-${n}`, 1200, 800),
  }));

export const DRAWINGS: Drawing[] = [
  { name: 'logo', width: 480, svg: () => logo(false), vector: true },
  { name: 'logo-light', width: 480, svg: () => logo(true), vector: true },
  { name: 'favicon', width: 512, svg: () => icon('favicon', 512), vector: true },
  { name: 'app-badge', width: 128, svg: () => icon('app', 128) },
  { name: 'login-badge', width: 128, svg: () => icon('login', 128) },
  // The share image of pages without their own (Open Graph's recommended 1200 × 630).
  { name: 'share', width: 1200, svg: () => scene('share', 1200, 630) },
  ...wideAndPhone('hero', 6),
  ...wideAndPhone('blog', 22),
  ...wideAndPhone('media', 8),
  ...wideAndPhone('portfolio', 8),
  ...photos('gallery', 9),
  ...photos('service', 7),
  ...range(6).map((n) => ({
    name: `person-${n}`,
    width: 600,
    svg: () => person(`person-${n}`, 600),
  })),
  ...range(8).map((n) => ({
    name: `partner-${n}`,
    width: 400,
    svg: () => partner(`partner-${n}`),
  })),
  ...range(6).map((n) => ({
    name: `licence-${n}`,
    width: 400,
    svg: () => licence(`licence-${n}`),
  })),
  ...range(3).map((n) => ({
    name: `feature-${n}`,
    width: 128,
    svg: () => icon(`feature-${n}`, 128),
  })),
];

/** Videos of the content, copied as they are (a WebM and its first frame as WebP). */
export const VIDEOS = ['cabin-tour'] as const;
