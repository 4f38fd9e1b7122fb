// A NUL character from a visitor is refused with the field-keyed 400 on both databases
// (PostgreSQL cannot hold it, and a 5xx would make the site's outbox resend forever).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { refusalMessage } from './refusal-messages';

const NUL_MESSAGE = refusalMessage('nul', 'fa');

describe('a NUL character in a request', () => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp({ serveSite: true, env: { RATE_LIMIT_MAX: '1000' } });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('is refused in a contact message, keyed by its field, and nothing is stored', async () => {
    const response = await fetch(`${origin}/cms/contact-us/v1/?lang=fa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'علی',
        last_name: 'محمدی',
        email: 'ali@example.com',
        phone_number: '09123456789',
        message: 'a\u0000b',
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: [NUL_MESSAGE] });
    expect(await t.db.selectFrom('contact_messages').select('id').execute()).toEqual([]);
  });

  it.each([
    ['/cms/content/v1/Blog/?lang=fa&search=%00', 'search'],
    ['/cms/content/v1/Blog/?lang=fa&title=a%00', 'title'],
    ['/cms/content/v1/custom-page/?lang=fa&path=a%00', 'path'],
    ['/page/a%00b', 'path'],
  ])('is refused in %s', async (address, field) => {
    const response = await fetch(`${origin}${address}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ [field]: [NUL_MESSAGE] });
  });

  it.each([
    ['en', 'The NUL character (\\0) is not accepted'],
    ['ar', 'المحرف NUL (\\0) غير مقبول'],
  ])('is refused in the language of the request: %s', async (lang, message) => {
    const response = await fetch(`${origin}/cms/content/v1/Blog/?lang=${lang}&search=%00`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ search: [message] });
  });
});
