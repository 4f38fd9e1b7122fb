import { describe, expect, it } from 'vitest';
import { classifyLink } from './link-kind';

const origin = 'https://parvaz.example';

describe('classifyLink', () => {
  it('sends other sites to a new tab', () => {
    expect(classifyLink('https://www.cao.example/', origin)).toEqual({
      kind: 'external',
      href: 'https://www.cao.example/',
    });
    expect(classifyLink('mailto:info@parvaz.example', origin).kind).toBe('external');
  });

  it('navigates in the app to this site, whether written as a path or with the origin', () => {
    expect(classifyLink('/about', origin)).toEqual({ kind: 'internal', path: '/about' });
    expect(classifyLink('https://parvaz.example/media?x=1', origin)).toEqual({
      kind: 'internal',
      path: '/media?x=1',
    });
  });

  it('recognises anchors alone and paths with an anchor', () => {
    expect(classifyLink('#contact', origin)).toEqual({ kind: 'hash', hash: 'contact' });
    expect(classifyLink('/services#cargo', origin)).toEqual({
      kind: 'path-with-hash',
      path: '/services',
      hash: 'cargo',
    });
  });
});
