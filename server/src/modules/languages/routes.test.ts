import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertLanguages } from '@tests/support/languages';

describe('GET /cms/api/v1/language/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await insertLanguages(t, ['fa', 'en'], ['tr']);
  });
  afterAll(() => t.close());

  it('lists only active languages, in their order', async () => {
    const response = await t.app.inject('/cms/api/v1/language/?lang=fa');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((l: { value: string }) => l.value)).toEqual(['fa', 'en']);
  });

  it('answers a repeat with the same ETag and 304 on If-None-Match', async () => {
    const first = await t.app.inject('/cms/api/v1/language/?lang=en');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      url: '/cms/api/v1/language/?lang=en',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers an inactive or unknown language in the default one', async () => {
    const response = await t.app.inject('/cms/api/v1/language/?lang=tr');
    expect(response.headers['content-language']).toBe('fa');
    const english = await t.app.inject('/cms/api/v1/language/?lang=EN');
    expect(english.headers['content-language']).toBe('en');
  });

  it('answers an unknown path with a 404 JSON detail', async () => {
    const response = await t.app.inject('/cms/no/such/call/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('detail');
  });
});
