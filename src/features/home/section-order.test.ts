import { describe, expect, it } from 'vitest';
import { orderedHomeSections } from './section-order';

const section = (value: string, order: number) => ({ value, order, title: '', components: [] });

describe('orderedHomeSections', () => {
  it('sorts the known sections by their order value and leaves out unknown ones', () => {
    const ordered = orderedHomeSections([
      section('home-faq', 10),
      section('home-header', 1),
      section('promo', 0),
      section('home-blog', 8),
    ]);
    expect(ordered.map((s) => s.value)).toEqual(['home-header', 'home-blog', 'home-faq']);
  });
});
