import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { IMAGE_COPY_WIDTHS } from '@contract/api-routes';

describe('GET /cms/media/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('serves images for a year with their type, and smaller copies by width', async () => {
    const original = await t.app.inject('/cms/media/blog-1.webp');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const width of IMAGE_COPY_WIDTHS) {
      const small = await t.app.inject(`/cms/media/blog-1.webp?w=${width}`);
      expect(small.statusCode).toBe(200);
      expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length);
      expect((await sharp(small.rawPayload).metadata()).width).toBe(width);
    }
    const odd = await t.app.inject('/cms/media/blog-1.webp?w=123');
    expect(odd.rawPayload.equals(original.rawPayload)).toBe(true);
    expect((await t.app.inject('/cms/media/logo.svg')).headers['content-type']).toContain(
      'image/svg+xml',
    );
  });

  it('answers range requests for the video', async () => {
    const response = await t.app.inject({
      url: '/cms/media/cabin-tour.webm',
      headers: { range: 'bytes=0-99' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(response.rawPayload.length).toBe(100);
    expect(response.headers['content-type']).toBe('video/webm');
  });

  it('answers 404 JSON for missing files and path tricks', async () => {
    for (const url of [
      '/cms/media/nothing.webp',
      '/cms/media/..%2F..%2Fpackage.json',
      '/cms/media/%2e%2e%2fpackage.json',
      '/cms/media/.blog-1.sha1',
      '/cms/media/BLOG-1.webp',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toHaveProperty('detail');
    }
  });
});
