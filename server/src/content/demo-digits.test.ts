// The demo's Persian and Arabic texts write numbers in their own digits, as the site writes
// its dates and counts (src/shared/format/format-date.ts). A Latin digit in an Arabic-script
// line is a glyph Vazirmatn's Non-Latin cut does not have: the first layout of the page then
// looks a system font up for it, a round trip to the browser process for each size and weight.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { readContent } from './read-content';

const LATIN_DIGIT = /[0-9]/;

/** Each text under an `fa` or `ar` key with a Latin digit between its tags, by its place. */
function textsWithLatinDigits(node: unknown, place: string, inLanguage: boolean): string[] {
  if (typeof node === 'string') {
    const text = node.replace(/<[^>]*>/g, '');
    return inLanguage && LATIN_DIGIT.test(text) ? [`${place}: ${text}`] : [];
  }
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    textsWithLatinDigits(value, `${place}.${key}`, inLanguage || key === 'fa' || key === 'ar'),
  );
}

describe('demo texts in Persian and Arabic', () => {
  it('write numbers in the language’s own digits', () => {
    const content = readContent(loadConfig({}).contentDir);
    expect(textsWithLatinDigits(content, 'content', false)).toEqual([]);
  });
});
