import { describe, expect, it } from 'vitest';
import { isVideo, responsiveSrcSet } from './media-rules';

describe('media rules', () => {
  it('detects videos by extension, ignoring case and the query string', () => {
    expect(isVideo('/cms/media/cabin-tour.webm')).toBe(true);
    expect(isVideo('https://cdn.example/clip.MP4?token=1')).toBe(true);
    expect(isVideo('/a/b.ogg#t=3')).toBe(true);
    expect(isVideo('/cms/media/hero-1.webp')).toBe(false);
    expect(isVideo('/video.mp4.webp')).toBe(false);
    expect(isVideo(null)).toBe(false);
  });

  it('offers smaller copies of WebP images only', () => {
    expect(responsiveSrcSet('/cms/media/blog-1.webp')).toBe(
      '/cms/media/blog-1.webp?w=480 480w, /cms/media/blog-1.webp?w=720 720w, /cms/media/blog-1.webp?w=960 960w, /cms/media/blog-1.webp 1600w',
    );
    expect(responsiveSrcSet('/cms/media/logo.svg')).toBeUndefined();
    expect(responsiveSrcSet('/cms/media/blog-1.webp?v=2')).toBeUndefined();
  });
});
