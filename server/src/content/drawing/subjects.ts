// What a scene can show, with where its horizon lies and whether it stands under the open
// sky (the sky, its light and clouds are drawn first) or is indoors (draws everything).
import { hangar, terminal } from './airport';
import { island, shore, strait } from './coast';
import type { Frame } from './frame';
import { cabin, cockpit, gateWindow } from './interiors';
import type { Fitting } from './interiors';
import { blossom, city, cloudsea, court, mountains, turbines } from './land';
import { app, carousel, report, tray } from './objects';

interface Subject {
  /** The horizon as a share of the height from the top. */
  horizon: number;
  outdoor: boolean;
  draw: (f: Frame, variant?: string) => string;
}

export const SUBJECTS = {
  island: { horizon: 0.6, outdoor: true, draw: island },
  shore: { horizon: 0.5, outdoor: true, draw: shore },
  strait: { horizon: 0.62, outdoor: true, draw: strait },
  mountains: { horizon: 0.66, outdoor: true, draw: mountains },
  turbines: { horizon: 0.6, outdoor: true, draw: turbines },
  blossom: { horizon: 0.55, outdoor: true, draw: blossom },
  cloudsea: { horizon: 0.68, outdoor: true, draw: cloudsea },
  city: { horizon: 0.8, outdoor: true, draw: (f, v) => city(f, v === 'fireworks') },
  court: { horizon: 0.72, outdoor: true, draw: (f, v) => court(f, v === 'snow') },
  terminal: { horizon: 0.6, outdoor: true, draw: terminal },
  hangar: { horizon: 0.74, outdoor: true, draw: hangar },
  cockpit: { horizon: 0.38, outdoor: false, draw: (f, v) => cockpit(f, v === 'approach') },
  gateWindow: { horizon: 0.6, outdoor: false, draw: gateWindow },
  cabin: { horizon: 0.5, outdoor: false, draw: (f, v) => cabin(f, (v ?? 'economy') as Fitting) },
  carousel: { horizon: 0.5, outdoor: false, draw: carousel },
  tray: { horizon: 0.5, outdoor: false, draw: tray },
  app: { horizon: 0.5, outdoor: false, draw: app },
  report: { horizon: 0.5, outdoor: false, draw: report },
} satisfies Record<string, Subject>;

export type SubjectName = keyof typeof SUBJECTS;
