// The service behind a real Varnish with the project's VCL: public reads are kept and sent
// again as hits, a publish bans exactly what shows the changed item (the rest stays a hit),
// and what is a person's own (the studio, readiness) passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { reserveVarnishPort, startTestVarnish } from '@tests/support/varnish-server';
import type { TestVarnish } from '@tests/support/varnish-server';
import {
  addTestAccount,
  callStudio,
  publishPostTitle,
  signIn,
} from '../modules/studio/studio-test-client';
import type { TestSession } from '../modules/studio/studio-test-client';

describe('behind Varnish', () => {
  let t: TestApp;
  let varnish: TestVarnish;
  let editor: TestSession;
  beforeAll(async () => {
    const port = await reserveVarnishPort();
    t = await createTestApp({
      serveSite: true,
      env: { VARNISH_BAN_URLS: `http://127.0.0.1:${port}` },
    });
    const backend = await t.app.listen({ host: '127.0.0.1', port: 0 });
    varnish = await startTestVarnish(port, new URL(backend));
    await addTestAccount(t.app, 'editor');
    editor = await signIn(t.app, 'editor@parvaz.test');
  });
  afterAll(async () => {
    await varnish?.stop();
    await t?.close();
  });

  const get = async (address: string) => {
    const answer = await fetch(`${varnish.url}${address}`);
    return {
      cache: answer.headers.get('x-varnish-cache'),
      tags: answer.headers.get('x-parvaz-tags'),
      body: await answer.text(),
    };
  };
  const publishTitle = async (id: number, title: string) => {
    const published = await publishPostTitle(t.app, editor, id, 'en', title);
    expect(published.statusCode).toBe(200);
  };
  const addresses = {
    post: '/cms/content/v1/Blog/3?lang=en',
    other: '/cms/content/v1/Blog/5?lang=en',
    faPost: '/cms/content/v1/Blog/3?lang=fa',
    faq: '/cms/faq/v1?lang=en',
    about: '/en/about',
  };

  it('keeps public reads and pages, and names their tags only to the cache', async () => {
    for (const address of Object.values(addresses)) {
      expect((await get(address)).cache, address).toBe('miss');
      expect((await get(address)).cache, address).toBe('hit');
    }
    expect((await get(addresses.post)).tags).toBeNull();
    const direct = await t.app.inject(addresses.post);
    expect(direct.headers['x-parvaz-tags']).toContain('p:en:3');
  });

  it('drops what shows a published post, and only that', async () => {
    await publishTitle(3, 'Kish, fresh from the cache');
    const post = await get(addresses.post);
    expect(post.cache).toBe('miss');
    expect(JSON.parse(post.body).title).toBe('Kish, fresh from the cache');
    for (const kept of [addresses.other, addresses.faPost, addresses.faq, addresses.about])
      expect((await get(kept)).cache, kept).toBe('hit');
  });

  it("drops a custom page's answers and page when it is published, keeping the rest", async () => {
    const page = {
      read: '/cms/content/v1/custom-page/?path=privacy-policy&lang=en',
      shown: '/en/page/privacy-policy',
    };
    for (const address of Object.values(page)) {
      await get(address);
      expect((await get(address)).cache, address).toBe('hit');
    }
    const editor_ = (await callStudio(t.app, 'page', { session: editor, params: { id: 1 } })).json<{
      version: number;
    }>();
    const saved = await callStudio(t.app, 'savePageLanguage', {
      session: editor,
      params: { id: 1, lang: 'en' },
      body: { fields: { title: 'Privacy, in short' } },
      headers: { 'if-match': `"${editor_.version}"` },
    });
    const published = await callStudio(t.app, 'publishPage', {
      session: editor,
      params: { id: 1 },
      body: { languages: ['en'] },
      headers: { 'if-match': `"${saved.json<{ version: number }>().version}"` },
    });
    expect(published.statusCode).toBe(200);
    const read = await get(page.read);
    expect(read.cache).toBe('miss');
    expect(JSON.parse(read.body)[0].title).toBe('Privacy, in short');
    expect((await get(page.shown)).cache).toBe('miss');
    for (const kept of [addresses.other, addresses.about])
      expect((await get(kept)).cache, kept).toBe('hit');
  });

  it("passes what is a person's own", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await get('/ready')).cache).toBe('miss');
      expect((await get('/cms/studio/v1/session')).cache).toBe('miss');
    }
  });
});
