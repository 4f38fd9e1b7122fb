import { describe, expect, it, vi } from 'vitest';
import { headTagsOf } from './meta-tags';

describe('headTagsOf', () => {
  it('turns og, meta and link tags into head elements and skips others with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tags = headTagsOf([
      { key: 'og:type', content: 'website', type: 'og' },
      {
        key: 'theme-color',
        content: '#0b2545',
        type: 'meta',
        media: '(prefers-color-scheme: dark)',
      },
      { key: 'author', content: '/humans.txt', type: 'link' },
      { key: 'tracker', content: 'https://t.example/t.js', type: 'script' },
    ]);
    expect(tags).toEqual([
      { element: 'meta', property: 'og:type', content: 'website' },
      {
        element: 'meta',
        name: 'theme-color',
        content: '#0b2545',
        media: '(prefers-color-scheme: dark)',
      },
      { element: 'link', rel: 'author', href: '/humans.txt', media: undefined },
    ]);
    expect(warn).toHaveBeenCalledWith('Skipping meta tag "tracker" of unknown type "script"');
    warn.mockRestore();
  });
});
