// The times of day a scene can be drawn at: each sets the sky, the light and the colours of
// what stands under it, so two pictures of one place still read as two moments.

export interface TimeOfDay {
  /** Sky gradient, zenith to horizon. */
  sky: [string, string, string];
  /** The sun's colour, or null when the moon is up. */
  sun: string | null;
  /** How high the sun or moon stands, as a share of the sky's height from the top. */
  lightAt: number;
  stars: boolean;
  cloud: string;
  /** Silhouettes far away, nearer, and the ground at the front. */
  far: string;
  near: string;
  ground: string;
  /** Water at the horizon and at the front. */
  water: [string, string];
  /** Windows and lamps: lit at night, reflecting the sky by day. */
  lamp: string;
}

export const TIMES = {
  dawn: {
    sky: ['#2b3a67', '#c97b84', '#f6c9a0'],
    sun: '#ffb86b',
    lightAt: 0.62,
    stars: false,
    cloud: '#f7d9d0',
    far: '#7d6b8f',
    near: '#4a4063',
    ground: '#2f2a45',
    water: ['#c98f9a', '#3d4f7a'],
    lamp: '#ffe0a8',
  },
  morning: {
    sky: ['#4f9fd8', '#9fd3ef', '#eaf6fb'],
    sun: '#fff1b8',
    lightAt: 0.2,
    stars: false,
    cloud: '#ffffff',
    far: '#9bb7c9',
    near: '#5f8a6e',
    ground: '#3f6b4c',
    water: ['#6fc3df', '#1f7fb3'],
    lamp: '#dff3ff',
  },
  noon: {
    sky: ['#0a5ea8', '#3fa9e0', '#bfe7f7'],
    sun: '#fff8d6',
    lightAt: 0.12,
    stars: false,
    cloud: '#ffffff',
    far: '#8aa5b8',
    near: '#c8a46a',
    ground: '#e4c98f',
    water: ['#2bb0d6', '#0a6f9e'],
    lamp: '#cdeeff',
  },
  sunset: {
    sky: ['#40165f', '#d9546d', '#ffb56b'],
    sun: '#ffd27a',
    lightAt: 0.55,
    stars: false,
    cloud: '#f49a8a',
    far: '#8c3b63',
    near: '#52224a',
    ground: '#2c1230',
    water: ['#e77b6f', '#4a1f4f'],
    lamp: '#ffd27a',
  },
  dusk: {
    sky: ['#0d1b3d', '#35508a', '#e49a6b'],
    sun: null,
    lightAt: 0.18,
    stars: true,
    cloud: '#6a7bab',
    far: '#35426b',
    near: '#1f2848',
    ground: '#141a31',
    water: ['#5a6da0', '#121a38'],
    lamp: '#ffcf70',
  },
  night: {
    sky: ['#04061a', '#0c1838', '#1d3461'],
    sun: null,
    lightAt: 0.16,
    stars: true,
    cloud: '#2a3a66',
    far: '#1a2647',
    near: '#0f1730',
    ground: '#090e20',
    water: ['#1b2d57', '#050a1c'],
    lamp: '#ffd166',
  },
} satisfies Record<string, TimeOfDay>;

export type TimeName = keyof typeof TIMES;
