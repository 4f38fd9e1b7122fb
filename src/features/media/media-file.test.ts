import { describe, expect, it } from 'vitest';
import { mediaFileKind } from './media-file';

describe('mediaFileKind', () => {
  it('plays video by the spec rule and sound by its own extensions', () => {
    expect(mediaFileKind('/cms/media/cabin-tour.webm')).toBe('video');
    expect(mediaFileKind('/a/b.OGG?x=1')).toBe('video');
    expect(mediaFileKind('/cms/media/episode-1.mp3')).toBe('audio');
    expect(mediaFileKind('/cms/media/episode-1.opus#t=10')).toBe('audio');
  });

  it('has nothing to play without a file or with another kind of file', () => {
    expect(mediaFileKind('')).toBe('none');
    expect(mediaFileKind(null)).toBe('none');
    expect(mediaFileKind('/cms/media/report.pdf')).toBe('none');
  });
});
