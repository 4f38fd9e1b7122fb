// The answers measured at size, each request one the service has not answered before (it
// keeps prepared answers per content version): every run of a measure varies the language,
// the offset, the limit, the post or the searched word. Languages take turns, so run i of a
// measure asks in LANGUAGES[i % 3] for its (i / 3)th variant.
import { readAddress } from '@contract/api-routes';
import { withLanguage } from '@contract/site-addresses';
import { SITE_PAGES } from '@contract/site-pages';
import { LANGUAGES, RARE_WORD, commonWords, topicWords } from './generate-posts';
import type { Lang } from './generate-posts';
import { timedGet } from './timed-get';

const PAGE = 9;

export interface Scene {
  origin: string;
  /** The generated posts' ids. */
  firstId: number;
  lastId: number;
  /** Posts a language. */
  counts: Record<string, number>;
}

const langOf = (i: number): Lang => LANGUAGES[i % LANGUAGES.length]!;
const turn = (i: number) => Math.floor(i / LANGUAGES.length);

/**
 * Words to search for: the rare word (a handful of posts), then a topic (about 1 post in 15)
 * and an everyday word (nearly every post) by turns.
 */
function searchWords(lang: Lang): string[] {
  const topics = topicWords(lang);
  const common = commonWords(lang);
  const turns = Array.from({ length: Math.max(topics.length, common.length) }, (_, k) => [
    topics[k],
    common[k],
  ]);
  return [RARE_WORD[lang], ...turns.flat().filter((word): word is string => word !== undefined)];
}

/**
 * Words of 2 characters, by turns: each is inside words most posts hold (بل in بلیت, ab in
 * abadan, مط in مطار), but no post holds it as a word of its own, which is how a short word
 * is found. Before short words were looked up whole, such a search tested every post of the
 * language.
 */
const SHORT_WORDS: Record<Lang, string[]> = {
  fa: ['بل', 'فر', 'سا'],
  en: ['ab', 'ai', 'ti'],
  ar: ['مط', 'رح', 'سا'],
};

/** The API is asked for the first words of each language; pages search the later ones. */
const API_SEARCHES = 20;

const get = (scene: Scene, address: string) => timedGet(`${scene.origin}${address}`);

/** Offsets of the last pages of a language's list, one page further back each turn. */
const deepOffset = (scene: Scene, i: number) =>
  Math.max(0, (scene.counts[langOf(i)] ?? 0) - PAGE * (turn(i) + 1));

export const ANSWER_MEASURES = {
  list: (scene: Scene, i: number) =>
    get(scene, readAddress('posts', 'fa', { limit: PAGE, offset: PAGE * i })),
  /** A word in turn, then the same words with a longer page. */
  search: (scene: Scene, i: number) => {
    const search = searchWords(langOf(i))[turn(i) % API_SEARCHES]!;
    const limit = PAGE + Math.floor(turn(i) / API_SEARCHES);
    return get(scene, readAddress('posts', langOf(i), { search, limit }));
  },
  /** A word of 2 characters in turn, with a page size of its own each time. */
  shortWord: (scene: Scene, i: number) => {
    const words = SHORT_WORDS[langOf(i)];
    const search = words[turn(i) % words.length]!;
    return get(scene, readAddress('posts', langOf(i), { search, limit: PAGE + turn(i) }));
  },
  deepByTitle: (scene: Scene, i: number) =>
    get(
      scene,
      readAddress('posts', langOf(i), {
        ordering: 'title',
        limit: PAGE,
        offset: deepOffset(scene, i),
      }),
    ),
  deepByNewest: (scene: Scene, i: number) =>
    get(scene, readAddress('posts', langOf(i), { limit: PAGE, offset: deepOffset(scene, i) })),
  tagsByVisits: (scene: Scene, i: number) =>
    get(scene, readAddress('tags', langOf(i), { ordering: '-visited', limit: 5 + turn(i) })),
  /** A post and its related posts, asked for at once: a post's page shows both. */
  postWithRelated: (scene: Scene, i: number) => {
    const span = scene.lastId - scene.firstId + 1;
    const id = scene.firstId + ((i * 7919) % span);
    return Promise.all([
      get(scene, readAddress('post', langOf(i), { id })),
      get(scene, readAddress('relatedPosts', langOf(i), { id })),
    ]);
  },
  /** The blog list rendered on the service, a new search each time. */
  page: async (scene: Scene, i: number) => {
    const search = searchWords(langOf(i)).slice(API_SEARCHES)[turn(i)];
    if (search === undefined) throw new Error('more runs than words to search for');
    const path = withLanguage(langOf(i), SITE_PAGES.blogList);
    const answer = await get(scene, `${path}?search=${encodeURIComponent(search)}`);
    if (answer.headers['x-cache'] !== 'miss') throw new Error('a page came from the page cache');
    return answer;
  },
} as const;

export type AnswerName = keyof typeof ANSWER_MEASURES;
