import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  readFilters,
  toggleId,
  withSearch,
  withSelection,
  withoutFilters,
} from './blog-filters';

const params = (query: string) => new URLSearchParams(query);

describe('blog filters in the address', () => {
  it('reads search, groups and tags, ignoring junk ids', () => {
    expect(readFilters(params('search=%20پرواز%20&group=1,3&tag=4,x,,-2'))).toEqual({
      search: 'پرواز',
      groups: [1, 3],
      tags: [4],
    });
    expect(readFilters(params(''))).toEqual({ search: '', groups: [], tags: [] });
  });

  it('toggles an id on and off and drops the key when empty', () => {
    const on = toggleId(params('search=a'), 'group', 2);
    expect(on.toString()).toBe('search=a&group=2');
    const both = toggleId(on, 'group', 5);
    expect(both.get('group')).toBe('2,5');
    const off = toggleId(toggleId(both, 'group', 2), 'group', 5);
    expect(off.has('group')).toBe(false);
    expect(off.get('search')).toBe('a');
  });

  it('leaves the given parameters untouched', () => {
    const original = params('tag=1');
    toggleId(original, 'tag', 1);
    expect(original.get('tag')).toBe('1');
  });

  it('writes both selections at once', () => {
    const next = withSelection(params('group=1&tag=2&search=x'), { groups: [], tags: [7, 8] });
    expect(next.has('group')).toBe(false);
    expect(next.get('tag')).toBe('7,8');
    expect(next.get('search')).toBe('x');
  });

  it('sets or removes the search', () => {
    expect(withSearch(params('tag=1'), '  سفر ').get('search')).toBe('سفر');
    expect(withSearch(params('search=x&tag=1'), ' ').toString()).toBe('tag=1');
  });

  it('counts each group, each tag and the search as one filter', () => {
    expect(activeFilterCount(readFilters(params('')))).toBe(0);
    expect(activeFilterCount(readFilters(params('search=%20')))).toBe(0);
    expect(activeFilterCount(readFilters(params('search=a&group=1,3&tag=4')))).toBe(4);
  });

  it('clears every filter and keeps other parameters', () => {
    expect(withoutFilters(params('search=a&group=1&tag=2&utm=x')).toString()).toBe('utm=x');
  });
});
