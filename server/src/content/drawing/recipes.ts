// Which scene each picture of the demo airline shows, chosen from what the content says
// about it (server/content/*.json): a post about Kish shows an island, one about Mashhad a
// shrine's domes and minarets. Pictures that share a subject differ in their time of day,
// so no two pictures on a screen look alike (scenes-distinct.test.ts checks every pair).
import type { SubjectName } from './subjects';
import type { TimeName } from './times';

export interface Recipe {
  subject: SubjectName;
  time: TimeName;
  /** A subject's variant: fireworks over the city, snow in the court, a cabin's fitting, a
   * runway ahead of the cockpit. */
  variant?: string;
  /** An airliner in the sky. */
  plane?: boolean;
}

const r = (subject: SubjectName, time: TimeName, more: Omit<Recipe, 'subject' | 'time'> = {}) => ({
  subject,
  time,
  ...more,
});
const flying = { plane: true };

export const RECIPES: Record<string, Recipe> = {
  share: r('cloudsea', 'morning', flying),
  // Page headers and the home page's banners.
  'hero-1': r('mountains', 'morning', flying),
  'hero-2': r('city', 'noon', flying),
  'hero-3': r('cloudsea', 'sunset', flying),
  'hero-4': r('terminal', 'dusk'),
  'hero-5': r('city', 'dawn', flying),
  'hero-6': r('cloudsea', 'dawn', flying),
  // Posts (blog.json), in their order.
  'blog-1': r('city', 'night', { variant: 'fireworks' }), // thirty years
  'blog-2': r('carousel', 'dawn'), // carry-on rules
  'blog-3': r('island', 'noon', flying), // Kish in winter
  'blog-4': r('blossom', 'morning', flying), // Nowruz travel guide
  'blog-5': r('court', 'dusk'), // Mashhad pilgrims
  'blog-6': r('hangar', 'morning'), // a new aircraft
  'blog-7': r('cloudsea', 'dusk', flying), // the loyalty club
  'blog-8': r('cabin', 'noon', { variant: 'mood' }), // cabin safety
  'blog-9': r('strait', 'sunset', flying), // Tehran–Istanbul
  'blog-10': r('gateWindow', 'sunset'), // a day with the cabin crew
  'blog-11': r('turbines', 'noon', flying), // sustainable fuel
  'blog-12': r('gateWindow', 'dusk'), // flying with pets
  'blog-13': r('shore', 'sunset'), // autumn in Kish
  'blog-14': r('app', 'morning'), // the new app
  'blog-15': r('court', 'night', { variant: 'snow' }), // Mashhad in winter
  'blog-16': r('terminal', 'dawn'), // Nowruz schedule
  'blog-17': r('cockpit', 'noon'), // hiring pilots
  'blog-18': r('tray', 'night'), // carrying electronics
  'blog-19': r('cockpit', 'night', { variant: 'approach' }), // the simulator centre
  'blog-20': r('shore', 'morning'), // a plastic-free beach
  'blog-21': r('report', 'dusk'), // the year's report
  'blog-22': r('carousel', 'noon'), // checked baggage
  // Portfolio (portfolio.json), then the portfolio page's own picture.
  'portfolio-1': r('cabin', 'noon', { variant: 'premium' }),
  'portfolio-2': r('strait', 'dusk', flying),
  'portfolio-3': r('terminal', 'noon'),
  'portfolio-4': r('cockpit', 'dawn', { variant: 'approach' }),
  'portfolio-5': r('app', 'sunset'),
  'portfolio-6': r('turbines', 'dawn', flying),
  'portfolio-7': r('cloudsea', 'night', flying),
  'portfolio-8': r('mountains', 'sunset', flying),
  // Media (media.json).
  'media-1': r('cockpit', 'dusk'),
  'media-2': r('app', 'dawn'),
  'media-3': r('cabin', 'dusk', { variant: 'evening' }),
  'media-4': r('island', 'dusk'),
  'media-5': r('hangar', 'night'),
  'media-6': r('mountains', 'dusk', flying),
  'media-7': r('blossom', 'sunset', flying), // Nowruz at the airport
  'media-8': r('shore', 'dawn'),
  // Photos of post galleries, the about page and the home page.
  'gallery-1': r('shore', 'noon'), // coral beach
  'gallery-2': r('island', 'sunset'), // sunset over Kish
  'gallery-3': r('cabin', 'noon', { variant: 'economy' }),
  'gallery-4': r('terminal', 'morning'), // Kish airport
  'gallery-5': r('report', 'noon'), // briefing
  'gallery-6': r('hangar', 'noon'), // preparation
  'gallery-7': r('gateWindow', 'noon'), // boarding
  'gallery-8': r('cockpit', 'sunset'), // flight deck
  'gallery-9': r('terminal', 'night', flying), // a night departure
  // Services (services.json).
  'service-1': r('app', 'noon'), // online check-in
  'service-2': r('hangar', 'dusk'), // cargo
  'service-3': r('cabin', 'noon', { variant: 'business' }),
  'service-4': r('gateWindow', 'morning'), // special assistance
  'service-5': r('cloudsea', 'noon', flying), // loyalty club
  'service-6': r('island', 'morning', flying), // holiday packages
  'service-7': r('mountains', 'dawn', flying), // charter flights
};
