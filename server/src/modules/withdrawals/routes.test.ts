// The withdrawals log as visitors' workers read it: a starting point, then what was
// withdrawn after it, never cached; a cursor that does not parse is the client's mistake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostEditor } from '@contract/studio/posts';
import { createTestApp } from '../../../../tests/support/test-app';
import type { TestApp } from '../../../../tests/support/test-app';
import { addTestAccount, callStudio, signIn } from '../studio/studio-test-client';
import type { TestSession } from '../studio/studio-test-client';

describe('the withdrawals log', () => {
  let t: TestApp;
  let editor: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    await addTestAccount(t.app, 'editor');
    editor = await signIn(t.app, 'editor@parvaz.test');
  });
  afterAll(() => t?.close());

  const read = (query = '') => t.app.inject(`/cms/content/v1/withdrawals${query}`);

  async function withdraw(id: number, languages: string[]) {
    const post: PostEditor = (
      await callStudio(t.app, 'post', { session: editor, params: { id } })
    ).json();
    const answer = await callStudio(t.app, 'withdrawPost', {
      session: editor,
      params: { id },
      body: { languages },
      headers: { 'if-match': `"${post.version}"` },
    });
    expect(answer.statusCode).toBe(200);
  }

  it('lists what was withdrawn after a starting point, oldest first, never cached', async () => {
    const start = await read();
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('no-store');
    const { latest } = start.json();
    expect(start.json().results).toEqual([]);

    await withdraw(3, ['en']);
    await withdraw(5, ['fa', 'ar']);
    // A language not published is not withdrawn again.
    await withdraw(5, ['fa']);
    const after = (await read(`?since=${latest}`)).json();
    expect(
      after.results.map(({ kind, item_id, lang }: Record<string, unknown>) => ({
        kind,
        item_id,
        lang,
      })),
    ).toEqual([
      { kind: 'post', item_id: 3, lang: 'en' },
      { kind: 'post', item_id: 5, lang: 'fa' },
      { kind: 'post', item_id: 5, lang: 'ar' },
    ]);
    expect(after.latest).toBe(after.results.at(-1).id);
    expect((await read(`?since=${after.latest}`)).json()).toEqual({
      latest: after.latest,
      results: [],
    });
    // Visitors see the withdrawal itself at once.
    expect((await t.app.inject('/cms/content/v1/Blog/5?lang=fa')).statusCode).toBe(404);
  });

  it('answers 400 to a cursor that is not a count', async () => {
    for (const since of ['abc', '-1', '1e99'])
      expect((await read(`?since=${since}`)).statusCode).toBe(400);
  });
});
