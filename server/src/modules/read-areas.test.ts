// Edges of the read-only areas: bad parameters, missing records, filters and the
// documents every answer shares (OpenAPI, compression, caching, security headers).
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

describe('read-only areas', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers bad parameters with field errors and missing records with 404', async () => {
    const badType = await get('/cms/content/v1/media/?type=MOVIE');
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toHaveProperty('type');
    expect((await get('/cms/content/v1/Portfolio/?ordering=price')).json()).toHaveProperty(
      'ordering',
    );
    expect((await get('/cms/pages/v1/Page/')).json()).toHaveProperty('page_policy__value');
    expect((await get('/cms/content/v1/custom-page/')).json()).toHaveProperty('path');
    for (const url of [
      '/cms/company/v1/companies/9/',
      '/cms/company/v1/companies/x/',
      '/cms/content/v1/Portfolio/999/',
      '/cms/forms/v1/77/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      // No `lang`: the default language's words.
      expect(response.json(), url).toEqual({ detail: 'یافت نشد.' });
    }
    expect((await get('/cms/pages/v1/header-menu/99/')).json()).toEqual([]);
    expect((await get('/cms/pages/v1/Page/?page_policy__value=nothing')).json()).toEqual([]);
  });

  it('filters media by type, pages at 3 and sorts by visits', async () => {
    const all = (await get('/cms/content/v1/media/?type=&limit=3&offset=0&lang=en')).json();
    expect(all.count).toBe(8);
    expect(all.results).toHaveLength(3);
    const visited = (await get('/cms/content/v1/media/?ordering=-visited&lang=en')).json().results;
    const counts = visited.map((m: { visited: number }) => m.visited);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const podcasts = (await get('/cms/content/v1/Portfolio/?type=PODCAST&lang=fa')).json();
    expect(podcasts.results.every((p: { type: string }) => p.type === 'PODCAST')).toBe(true);
  });

  it('gives the home page its four services, four FAQs and the glory licences', async () => {
    expect((await get('/cms/content/v1/service/?limit=4&lang=fa')).json().results).toHaveLength(4);
    const faqs = (await get('/cms/faq/v1?limit=4&ordering=-created_at&lang=ar')).json().results;
    const times = faqs.map((f: { created_at: string }) => f.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const glory = (await get('/cms/company/v1/licence?type=glory')).json();
    expect(glory.every((l: { type: string }) => l.type === 'glory')).toBe(true);
    expect((await get('/cms/company/v1/licence')).json().length).toBeGreaterThan(glory.length);
  });

  it('keys social links by network', async () => {
    const keyed = (await get('/cms/company/v1/social-links/')).json();
    expect(keyed.instagram.url).toMatch(/^https:\/\//);
    expect(Object.keys(keyed).sort()).toEqual([
      'instagram',
      'linkedin',
      'telegram',
      'whatsapp',
      'x',
      'youtube',
    ]);
    expect((await get('/cms/company/v1/social')).json()[0]).toEqual({
      name: 'instagram',
      url: expect.any(String),
    });
  });

  it('documents every call in OpenAPI', async () => {
    const document = (await get('/cms/openapi.json')).json();
    const paths = Object.keys(document.paths);
    for (const path of [
      '/cms/api/v1/language/',
      '/cms/director/v1/',
      '/cms/pages/v1/Page/',
      '/cms/company/v1/social',
      '/cms/content/v1/Blog/',
      '/cms/content/v1/Blog/{id}',
      '/cms/content/v1/Blog/{id}/related',
      '/cms/content/v1/Groups/',
      '/cms/content/v1/Tags/',
      '/cms/content/v1/custom-page/',
      '/cms/forms/v1/apply/',
      '/cms/forms/v1/',
      '/cms/forms/v1/{id}/',
      '/cms/contact-us/v1/',
      '/cms/company/v1/companies/{id}/',
      '/cms/company/v1/licence',
      '/cms/faq/v1',
      '/cms/content/v1/service/',
      '/cms/pages/v1/header-menu/{company}/',
      '/cms/content/v1/media/',
      '/cms/content/v1/Portfolio/',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('compresses large answers, tags them and answers 304 to a matching If-None-Match', async () => {
    const url = '/cms/content/v1/Blog/?limit=9&lang=fa';
    const plain = await get(url);
    const brotli = await get(url, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect((await get(url, { 'if-none-match': plain.headers.etag as string })).statusCode).toBe(
      304,
    );
  });

  it('sends security headers', async () => {
    const response = await get('/cms/api/v1/language/');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
