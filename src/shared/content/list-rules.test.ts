import { describe, expect, it } from 'vitest';
import { descriptionLines, firstTags, mostVisited } from './list-rules';

describe('list rules', () => {
  it('sorts by visits, most first, and keeps the first n', () => {
    const posts = [
      { id: 1, visited: 10 },
      { id: 2, visited: 300 },
      { id: 3, visited: 40 },
      { id: 4, visited: 300 },
      { id: 5, visited: 0 },
    ];
    expect(mostVisited(posts, 4).map((p) => p.id)).toEqual([2, 4, 3, 1]);
    expect(posts[0]!.id).toBe(1);
  });

  it('limits tags to 4 on the featured post and 2 on a job', () => {
    const tags = ['a', 'b', 'c', 'd', 'e'];
    expect(firstTags(tags, 4)).toEqual(['a', 'b', 'c', 'd']);
    expect(firstTags(tags, 2)).toEqual(['a', 'b']);
    expect(firstTags(['a'], 2)).toEqual(['a']);
  });

  it('turns description lines into bullets, dropping blanks and list marks', () => {
    expect(descriptionLines('دو سال سابقه\r\n\n- تسلط به انگلیسی\n  • کار تیمی  \n')).toEqual([
      'دو سال سابقه',
      'تسلط به انگلیسی',
      'کار تیمی',
    ]);
    expect(descriptionLines('')).toEqual([]);
  });
});
