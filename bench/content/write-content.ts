// A content folder for the blog at size, as an airline importing its blog would write one:
// the demo airline's files (server/content), a tag more for every 50 posts in blog.json, and
// N posts a language in blog-posts.jsonl, one a line, with ids above the demo's (a post's
// translations share its id), spread over the years before the demo's own, read a few to
// thousands of times, each in one or two of the demo's groups and under one to four tags.
// `npm run content:load` then loads it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config';
import { MORE_POSTS_FILE } from '../../server/src/content/read-content';
import { LANGUAGES, commonWords, postTexts, random, topicWords } from './generate-posts';
import type { PostText } from './generate-posts';

const FIRST_DAY = Date.UTC(2016, 0, 1);
const LAST_DAY = Date.UTC(2024, 11, 31);
/** Lines written at once: about 2 MB. */
const LINES_A_WRITE = 400;

export interface GeneratedContent {
  /** The content folder, to load with CONTENT_DIR. */
  dir: string;
  /** The generated posts' ids. */
  firstId: number;
  lastId: number;
  /** Tags, the demo's included. */
  tags: number;
  remove(): void;
}

interface DemoBlog {
  groups: { id: number }[];
  tags: { id: number; title: unknown }[];
  posts: { id: number; banner: string }[];
}

export function writeGeneratedContent(perLanguage: number): GeneratedContent {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-bench-posts-'));
  fs.cpSync(loadConfig({}).contentDir, dir, { recursive: true });
  const blogFile = path.join(dir, 'blog.json');
  const blog = JSON.parse(fs.readFileSync(blogFile, 'utf8')) as DemoBlog;
  const firstId = Math.max(0, ...blog.posts.map((post) => post.id)) + 1;
  const lastTagId = Math.max(0, ...blog.tags.map((tag) => tag.id));
  const newTags = Array.from({ length: Math.max(20, Math.round(perLanguage / 50)) }, (_, k) => ({
    id: lastTagId + 1 + k,
    title: tagTitle(k),
  }));
  const tagIds = [...blog.tags, ...newTags].map((tag) => tag.id);
  fs.writeFileSync(blogFile, JSON.stringify({ ...blog, tags: [...blog.tags, ...newTags] }));

  const out = fs.openSync(path.join(dir, MORE_POSTS_FILE), 'w');
  try {
    let lines: string[] = [];
    for (const post of posts(perLanguage, firstId, blog, tagIds)) {
      lines.push(JSON.stringify(post));
      if (lines.length === LINES_A_WRITE) {
        fs.writeSync(out, `${lines.join('\n')}\n`);
        lines = [];
      }
    }
    if (lines.length > 0) fs.writeSync(out, `${lines.join('\n')}\n`);
  } finally {
    fs.closeSync(out);
  }
  return {
    dir,
    firstId,
    lastId: firstId + perLanguage - 1,
    tags: tagIds.length,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A tag's title in each language: a topic and an everyday word. */
function tagTitle(k: number): Record<string, string> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      const topics = topicWords(lang);
      const words = commonWords(lang);
      return [
        lang,
        `${topics[k % topics.length]} ${words[Math.floor(k / topics.length) % words.length]}`,
      ];
    }),
  );
}

function* posts(count: number, firstId: number, blog: DemoBlog, tagIds: number[]) {
  const texts = LANGUAGES.map((lang) => postTexts(lang, count));
  const visits = random(7);
  const links = random(99);
  /** `howMany` distinct ids of `pool`, the first ones chosen more often. */
  const choose = (pool: number[], howMany: number) => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(howMany, pool.length))
      chosen.add(pool[Math.floor(pool.length * links() ** 2)]!);
    return [...chosen];
  };
  const groupIds = blog.groups.map((group) => group.id);
  const step = (LAST_DAY - FIRST_DAY) / count;
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const translations = texts.map((language) => language.next().value as PostText);
    const inEach = (field: keyof PostText) =>
      Object.fromEntries(LANGUAGES.map((lang, k) => [lang, translations[k]![field]]));
    yield {
      id,
      created_at: new Date(FIRST_DAY + Math.round(i * step)).toISOString(),
      // Most posts are read a little, a few very often.
      visited: Math.floor(20_000 * visits() ** 4),
      banner: blog.posts[id % blog.posts.length]!.banner,
      groups: choose(groupIds, links() < 0.3 ? 2 : 1),
      tags: choose(tagIds, 1 + Math.floor(links() * 4)),
      title: inEach('title'),
      short: inEach('short_description'),
      body: inEach('body'),
    };
  }
}
