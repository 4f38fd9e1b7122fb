// The demo's pictures as a visitor meets them: every screen names each picture once, and no
// two drawn scenes look alike (drawn 32 × 32, more than a fifth of their pixels differ), so
// a list or a grid of cards never repeats itself.
import { beforeAll, describe, expect, it } from 'vitest';
import { changedShare, drawnSmall } from '@tests/support/picture-difference';
import { loadConfig } from '../config';
import { DRAWINGS } from './drawing/catalogue';
import { readContent } from './read-content';

const content = readContent(loadConfig({}).contentDir);
const pageMedia = (policy: string) =>
  content.pages
    .find((page) => page.policy === policy)!
    .sections.flatMap((section) => section.components.flatMap((c) => [c.media, c.phone_media]))
    .filter((name): name is string => !!name && !name.startsWith('video:'))
    // A phone variant is the same picture as its wide one, never shown beside it.
    .filter((name) => !name.endsWith('-phone'));

const SCREENS: [string, string[]][] = [
  ['the blog list', content.blog.posts.map((post) => post.banner)],
  ['the about page', pageMedia('about-page')],
  ['the portfolio', [...pageMedia('portfolio-page'), ...content.portfolio.map((p) => p.banner)]],
  ['the services', content.services.map((service) => service.banner)],
  ['the media gallery', [...pageMedia('media-page'), ...content.media.map((m) => m.banner)]],
  ['the home page', pageMedia('home-page')],
  ...content.blog.posts.map((post): [string, string[]] => [
    `post ${post.id}`,
    [post.banner, ...post.gallery.map((item) => item.photo)],
  ]),
];

describe('demo pictures', () => {
  it.each(SCREENS)('shows each picture of %s once', (_, names) => {
    const seen = names.filter((name, i) => names.indexOf(name) !== i);
    expect(seen).toEqual([]);
  });

  it.each(SCREENS)('draws every picture %s names', (_, names) => {
    const drawn = new Set(DRAWINGS.map((drawing) => drawing.name));
    expect(names.filter((name) => !drawn.has(name))).toEqual([]);
  });

  describe('drawn scenes', () => {
    // Scenes only: the partners' and licences' marks are cards with words on them.
    const scenes = DRAWINGS.filter((d) =>
      /^(share|(hero|blog|media|portfolio|gallery|service)-\d+(-phone)?)$/.test(d.name),
    );
    const small = new Map<string, Buffer>();
    beforeAll(async () => {
      for (const drawing of scenes) small.set(drawing.name, await drawnSmall(drawing.svg(), 32));
    }, 60_000);

    for (const phone of [false, true]) {
      it(`look different from each other (${phone ? 'phone' : 'wide'} versions)`, () => {
        const names = [...small.keys()].filter((name) => name.endsWith('-phone') === phone);
        const alike: string[] = [];
        for (let a = 0; a < names.length; a++) {
          for (let b = a + 1; b < names.length; b++) {
            const share = changedShare(small.get(names[a]!)!, small.get(names[b]!)!);
            // More than a fifth of the picture differs: another place or another hour,
            // not the same drawing moved a little.
            if (share <= 0.2) alike.push(`${names[a]} ~ ${names[b]} (${share.toFixed(2)})`);
          }
        }
        expect(alike).toEqual([]);
      });
    }
  });
});
