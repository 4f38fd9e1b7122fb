// Editing blog posts in the studio against the real service: each language beside the
// source, translation states, If-Match, revisions, rich text at save, and publishing that
// visitors' next request sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostEditor } from '@contract/studio/posts';
import { createTestApp } from '../../../../../tests/support/test-app';
import type { TestApp } from '../../../../../tests/support/test-app';
import { addTestAccount, callStudio, signIn } from '../studio-test-client';
import type { CallOptions, TestSession } from '../studio-test-client';

const ZWNJ_TITLE = 'زمستان کیش دیدنی‌تر می‌شود';

describe('editing posts in the studio', () => {
  let t: TestApp;
  let editor: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    await addTestAccount(t.app, 'editor');
    editor = await signIn(t.app, 'editor@parvaz.test');
  });
  afterAll(() => t?.close());

  const call = (name: Parameters<typeof callStudio>[1], options: CallOptions = {}) =>
    callStudio(t.app, name, { session: editor, ...options });
  const open = async (id: number) => {
    const response = await call('post', { params: { id } });
    expect(response.statusCode).toBe(200);
    return response.json<PostEditor>();
  };
  const save = (post: PostEditor, lang: string, fields: object, version = post.version) =>
    call('savePostLanguage', {
      params: { id: post.id, lang },
      body: { fields },
      headers: { 'if-match': `"${version}"` },
    });
  const publicPost = async (id: number, lang: string) =>
    t.app.inject(`/cms/content/v1/Blog/${id}?lang=${lang}`);

  it('opens a published post in every language, each field done, its version its ETag', async () => {
    const response = await call('post', { params: { id: 3 } });
    const post = response.json<PostEditor>();
    expect(response.headers.etag).toBe(`"${post.version}"`);
    expect(post.sourceLanguage).toBe('fa');
    expect(Object.keys(post.languages)).toEqual(['fa', 'en', 'ar']);
    expect(post.languages.en).toMatchObject({
      fields: { title: 'Kish Island in winter' },
      state: 'done',
      published: true,
      unpublishedChanges: false,
      direction: 'ltr',
    });
    expect(post.languages.fa!.direction).toBe('rtl');
    expect(post.shared).toMatchObject({
      groupIds: [4],
      tagIds: [1],
      featured: expect.any(Boolean),
    });
  });

  it('marks a translation outdated when its source changes, and done once translated again', async () => {
    let post = await open(3);
    const saved = await save(post, 'fa', { title: ZWNJ_TITLE });
    expect(saved.statusCode).toBe(200);
    post = saved.json<PostEditor>();
    expect(post.languages.fa!.fields.title).toBe(ZWNJ_TITLE);
    expect(post.languages.en!.fieldStates).toEqual({
      title: 'outdated',
      shortDescription: 'done',
      body: 'done',
    });
    expect(post.languages.en!.state).toBe('outdated');
    expect(post.languages.fa!.unpublishedChanges).toBe(true);

    const listed = await call('posts', { query: { lang: 'en', state: 'outdated' } });
    expect(listed.json().results.map((p: { id: number }) => p.id)).toEqual([3]);
    expect(listed.json().results[0].languages.en).toEqual({ state: 'outdated', published: true });

    post = (await save(post, 'en', { title: 'Kish is finer in winter' })).json<PostEditor>();
    expect(post.languages.en!.state).toBe('done');
    expect(post.languages.ar!.fieldStates.title).toBe('outdated');
  });

  it('answers a stale save 412 with the current version and stores nothing', async () => {
    const post = await open(3);
    const revisions = async () =>
      (await call('postRevisions', { params: { id: 3 } })).json().results.length;
    const before = await revisions();
    const stale = await save(post, 'en', { title: 'An older idea' }, post.version - 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      detail: 'stale',
      current: {
        version: post.version,
        languages: { en: { fields: { title: post.languages.en!.fields.title } } },
      },
    });
    expect(await revisions()).toBe(before);
    const unnamed = await call('savePostLanguage', {
      params: { id: 3, lang: 'en' },
      body: { fields: { title: 'No version named' } },
    });
    expect(unnamed.statusCode).toBe(428);
    expect((await open(3)).languages.en!.fields.title).toBe(post.languages.en!.fields.title);
  });

  it('publishes one language, seen by the next visitor request, the others kept as drafts', async () => {
    const post = await open(3);
    expect((await publicPost(3, 'en')).json().title).toBe('Kish Island in winter');
    const published = await call('publishPost', {
      params: { id: 3 },
      body: { languages: ['en'] },
      headers: { 'if-match': `"${post.version}"` },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<PostEditor>().languages.en!.unpublishedChanges).toBe(false);
    expect((await publicPost(3, 'en')).json().title).toBe('Kish is finer in winter');
    // fa's draft is not published: visitors keep the old title.
    expect((await publicPost(3, 'fa')).json().title).not.toBe(ZWNJ_TITLE);
    expect(published.json<PostEditor>().languages.fa!.unpublishedChanges).toBe(true);

    const audit = await t.db
      .selectFrom('studio_audit')
      .selectAll()
      .where('action', '=', 'published')
      .execute();
    expect(audit.map((row) => row.subject)).toContain('post 3 (en)');
  });

  it('withdraws a language from visitors and publishes with only the languages published checked', async () => {
    let post = await open(5);
    const withdrawn = await call('withdrawPost', {
      params: { id: 5 },
      body: { languages: ['ar'] },
      headers: { 'if-match': `"${post.version}"` },
    });
    post = withdrawn.json<PostEditor>();
    expect(post.languages.ar).toMatchObject({ published: false });
    expect((await publicPost(5, 'ar')).statusCode).toBe(404);
    expect((await publicPost(5, 'fa')).statusCode).toBe(200);

    post = (await save(post, 'ar', { title: '', body: '' })).json<PostEditor>();
    expect(post.languages.ar!.state).toBe('missing');
    const refused = await call('publishPost', {
      params: { id: 5 },
      body: { languages: ['fa', 'ar'] },
      headers: { 'if-match': `"${post.version}"` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'ar.title': ['required'], 'ar.body': ['required'] });
    const fine = await call('publishPost', {
      params: { id: 5 },
      body: { languages: ['fa', 'en'] },
      headers: { 'if-match': `"${post.version}"` },
    });
    expect(fine.statusCode).toBe(200);
    expect(
      (await call('posts', { query: { lang: 'ar', state: 'missing' } }))
        .json()
        .results.map((p: { id: number }) => p.id),
    ).toContain(5);
  });

  it("sanitizes rich text at save, refuses script and data links, keeps ZWNJ and each block's direction", async () => {
    const post = await open(7);
    for (const href of [
      'javascript:alert(1)',
      ' JaVa\tScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const refused = await save(post, 'fa', { body: `<p>متن <a href="${href}">پیوند</a></p>` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: 'invalid', fields: { body: ['unsafeLink'] } });
    }
    const body =
      '<p dir="auto">این متن می‌شود</p><p dir="ltr">Starts in English</p><ul dir="rtl"><li>یک</li></ul>' +
      '<img src="/cms/media/x.webp" onerror="alert(1)"><script>alert(2)</script>';
    const saved = (await save(post, 'fa', { body })).json<PostEditor>();
    const stored = saved.languages.fa!.fields.body;
    expect(stored).toContain('<p dir="auto">این متن می\u200cشود</p>');
    expect(stored).toContain('<p dir="ltr">Starts in English</p>');
    expect(stored).toContain('<ul dir="rtl">');
    expect(stored).not.toMatch(/onerror|<script/);
  });

  it('keeps every save as a revision, compares two field by field and restores one as a new revision', async () => {
    let post = await open(8);
    const original = post.languages.en!.fields.title;
    post = (await save(post, 'en', { title: 'First try' })).json<PostEditor>();
    post = (
      await save(post, 'en', { title: 'Second try', shortDescription: 'Shorter' })
    ).json<PostEditor>();
    const revisions = (await call('postRevisions', { params: { id: 8 } })).json().results as {
      id: number;
      changed: string[];
      author: string;
    }[];
    expect(revisions[0]).toMatchObject({
      changed: ['title', 'shortDescription'],
      author: 'editor@parvaz.test',
    });
    expect(revisions[1]).toMatchObject({ changed: ['title'] });
    const compared = await call('compareRevisions', {
      params: { id: 8 },
      query: { from: String(revisions[1]!.id), to: String(revisions[0]!.id) },
    });
    expect(compared.json()).toMatchObject({
      lang: 'en',
      direction: 'ltr',
      fields: [
        { field: 'title', from: 'First try', to: 'Second try', changed: true },
        { field: 'shortDescription', changed: true },
        { field: 'body', changed: false },
      ],
    });
    const restored = await call('restoreRevision', {
      params: { id: 8, revision: revisions[1]!.id },
      headers: { 'if-match': `"${post.version}"` },
    });
    expect(restored.json<PostEditor>().languages.en!.fields.title).toBe('First try');
    const after = (await call('postRevisions', { params: { id: 8 } })).json().results;
    expect(after).toHaveLength(revisions.length + 1);
    expect(original).not.toBe('First try');
  });

  it('writes a new post as a draft, listed first, not published without a banner', async () => {
    const created = await call('createPost', {
      body: {
        fields: { title: 'پرواز تازه به شیراز', shortDescription: '', body: '<p>به‌زودی</p>' },
        shared: { featured: false, groupIds: [1], tagIds: [] },
      },
    });
    expect(created.statusCode).toBe(200);
    const post = created.json<PostEditor>();
    expect(post.languages.fa!.state).toBe('done');
    expect(post.languages.en!.state).toBe('missing');
    const list = (await call('posts')).json();
    expect(list.results[0]).toMatchObject({ id: post.id, title: 'پرواز تازه به شیراز' });
    expect(list.results[0].languages.fa).toEqual({ state: 'done', published: false });
    const refused = await call('publishPost', {
      params: { id: post.id },
      body: { languages: ['fa'] },
      headers: { 'if-match': `"${post.version}"` },
    });
    expect(refused.json().fields).toEqual({ banner: ['required'] });
    const unwritten = await call('publishPost', {
      params: { id: post.id },
      body: { languages: ['en'] },
      headers: { 'if-match': `"${post.version}"` },
    });
    expect(unwritten.json().fields).toEqual({
      'en.title': ['required'],
      'en.body': ['required'],
      banner: ['required'],
    });
    expect((await publicPost(post.id, 'fa')).statusCode).toBe(404);
    const unknownGroup = await call('createPost', {
      body: {
        fields: { title: 'x', shortDescription: '', body: '' },
        shared: { featured: false, groupIds: [999], tagIds: [] },
      },
    });
    expect(unknownGroup.json()).toEqual({ detail: 'invalid', fields: { groupIds: ['unknown'] } });
  });

  it('finds posts by a word of their title, ZWNJ and all', async () => {
    const found = await call('posts', { query: { search: 'دیدنی‌تر' } });
    expect(found.json().results.map((p: { id: number }) => p.id)).toEqual([3]);
  });

  it('deletes a post only once no language is published, its id never given again', async () => {
    const remove = (post: PostEditor, version = post.version) =>
      call('deletePost', { params: { id: post.id }, headers: { 'if-match': `"${version}"` } });
    type Listed = { id: number; languages: Record<string, { published: boolean }> };
    const listed = async () =>
      (await call('posts', { query: { limit: '100' } })).json<{ results: Listed[] }>().results;
    const isPublished = (item: Listed) =>
      Object.values(item.languages).some((language) => language.published);
    // A draft never published goes at once (no visitor has seen its id).
    const drafts = (await listed()).filter((item) => !isPublished(item));
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect((await remove(await open(draft.id))).statusCode).toBe(204);

    // The newest published post: refused until every language is withdrawn.
    const id = Math.max(...(await listed()).map((item) => item.id));
    let post = await open(id);
    const refused = await remove(post);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'published' });
    const languages = Object.keys(post.languages).filter((lang) => post.languages[lang]!.published);
    post = (
      await call('withdrawPost', {
        params: { id },
        body: { languages },
        headers: { 'if-match': `"${post.version}"` },
      })
    ).json<PostEditor>();
    expect((await remove(post, post.version - 1)).statusCode).toBe(412);
    expect((await remove(post)).statusCode).toBe(204);
    expect((await call('post', { params: { id } })).statusCode).toBe(404);
    expect((await call('postRevisions', { params: { id } })).statusCode).toBe(404);
    expect((await publicPost(id, 'fa')).statusCode).toBe(404);
    expect((await listed()).map((item) => item.id)).not.toContain(id);
    await addTestAccount(t.app, 'owner');
    const owner = await signIn(t.app, 'owner@parvaz.test');
    const audit = (await callStudio(t.app, 'audit', { session: owner })).json();
    const deletions = audit.results.filter(
      (entry: { action: string }) => entry.action === 'postDeleted',
    );
    expect(deletions.map((entry: { subject: string }) => entry.subject)).toEqual([
      `post ${id}`,
      ...drafts.map((draft) => `post ${draft.id}`).reverse(),
    ]);

    // Visitors' devices may have seen its id: a new post gets the next one.
    const created = await call('createPost', {
      body: {
        fields: { title: 'تازه', shortDescription: '', body: '<p>متن</p>' },
        shared: { featured: false, groupIds: [], tagIds: [] },
      },
    });
    expect(created.json<PostEditor>().id).toBe(id + 1);
  });
});
