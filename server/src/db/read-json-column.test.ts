import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bannerPair } from '@contract/common';
import { readJsonColumn, StoredJsonError } from './read-json-column';

describe('readJsonColumn', () => {
  it('returns the stored document parsed by its schema', () => {
    const text = JSON.stringify({ desktop_banner: '/d.jpg', phone_banner: '/p.jpg' });
    expect(readJsonColumn(bannerPair, text, 'services.banner')).toEqual({
      desktop_banner: '/d.jpg',
      phone_banner: '/p.jpg',
    });
  });

  it('names the column when the stored text is not JSON', () => {
    const read = () => readJsonColumn(bannerPair, '{"desktop_banner":', 'blog_posts.banner');
    expect(read).toThrow(StoredJsonError);
    expect(read).toThrow(/^Stored JSON in blog_posts\.banner is malformed: /);
  });

  it('names the column and the field when the document has the wrong shape', () => {
    const text = JSON.stringify({ desktop_banner: 7, phone_banner: '/p.jpg' });
    const read = () => readJsonColumn(bannerPair, text, 'portfolio_items.banner');
    expect(read).toThrow(StoredJsonError);
    expect(read).toThrow(/portfolio_items\.banner is malformed: desktop_banner: .*string/);
  });

  it('keeps the message short when the document is wrong throughout', () => {
    const text = JSON.stringify(Array.from({ length: 8 }, () => ({})));
    const read = () => readJsonColumn(z.array(bannerPair), text, 'directors.photo');
    expect(read).toThrow(
      /^Stored JSON in directors\.photo is malformed: 0\.desktop_banner: .*; and 11 more$/,
    );
  });

  it('accepts only the columns the schema declares', () => {
    // @ts-expect-error: services has no column named gallery
    expect(() => readJsonColumn(bannerPair, '{}', 'services.gallery')).toThrow(StoredJsonError);
  });
});
