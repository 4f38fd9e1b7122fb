// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { ApiError, apiRead, fetchJson } from './api-client';
import { http } from './http-client';

describe('fetchJson against the real service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    http.defaults.baseURL = `${address}/cms`;
  });
  afterAll(() => t.close());

  it('sends the language and parses the answer with its contract', async () => {
    const post = await fetchJson('/content/v1/Blog/3', 'blogPost', 'en');
    expect(post.title).toBe('Kish Island in winter');
    const languages = await fetchJson('/api/v1/language/', 'languageList', 'ar');
    expect(languages.map((l) => l.value)).toEqual(['fa', 'en', 'ar']);
  });

  it('reads a call by its name, filling its path parts and sending its query', async () => {
    const related = await apiRead('relatedPosts', 'en', { id: 3 });
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((post) => post.id !== 3)).toBe(true);
    const featured = await apiRead('posts', 'fa', { is_featured: 'true', limit: 2 });
    expect(featured.results.length).toBeLessThanOrEqual(2);
    expect(featured.results.every((post) => post.is_featured)).toBe(true);
  });

  it('turns an answer that breaks the contract into an ApiError', async () => {
    // A post where a list of languages is expected.
    await expect(fetchJson('/content/v1/Blog/3', 'languageList', 'fa')).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('logs a 404 as a possible language issue and passes it on', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const failure = await fetchJson('/content/v1/Blog/22', 'blogPost', 'ar').catch(
      (error) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(404);
    expect(info).toHaveBeenCalledWith('Resource not found - possibly a language issue');
    info.mockRestore();
  });
});
