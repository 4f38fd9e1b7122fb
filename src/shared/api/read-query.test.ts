// A read's key says how to read it again: the renderer starts a path's late reads from the
// keys its last render found (src/render-reads.ts).
import { describe, expect, it } from 'vitest';
import { readKey, readQuery, readQueryOfKey } from './read-query';

describe('readQueryOfKey', () => {
  it('gives the query of a key readKey made, with the same key', () => {
    const key = readKey('headerMenu', 'en', { company: 3 });
    const options = readQueryOfKey(key);
    expect(options?.queryKey).toEqual(readQuery('headerMenu', 'en', { company: 3 }).queryKey);
    expect(typeof options?.queryFn).toBe('function');
    expect(readQueryOfKey(readKey('languages', 'fa'))?.queryKey).toEqual([
      'languages',
      { lang: 'fa' },
    ]);
  });

  it.each([
    [
      'a list key with more parts',
      [...readKey('posts', 'fa', { search: 'کیش' }), 'without-featured'],
    ],
    ['a name that is no read', ['no-such-read', { lang: 'fa' }]],
    ['an inherited name', ['toString', { lang: 'fa' }]],
    ['an input without its language', ['languages', {}]],
    ['no input', ['languages']],
  ])('gives nothing for %s', (_, key) => {
    expect(readQueryOfKey(key)).toBeUndefined();
  });
});
