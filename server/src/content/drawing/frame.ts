// What every part of a scene is drawn with: the canvas size, a unit that keeps things in
// proportion on the wide and the phone canvas, the time of day and the scene's own random.
import type { TimeOfDay } from './times';

export interface Frame {
  w: number;
  h: number;
  /** One unit is a pixel on the 1600 × 900 canvas; less on smaller or taller ones. */
  u: number;
  /** The horizon's height from the top. */
  horizon: number;
  time: TimeOfDay;
  random: () => number;
  /** Unique within the SVG document, for gradient ids. */
  id: string;
}

/** A number short enough for SVG source: one decimal. */
export const n = (value: number) => Math.round(value * 10) / 10;

/** A value between low and high from the scene's random source. */
export const between = (f: Frame, low: number, high: number) => low + f.random() * (high - low);

export function gradient(id: string, stops: string[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const list = stops
    .map((c, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" ${direction}>${list}</linearGradient>`;
}
