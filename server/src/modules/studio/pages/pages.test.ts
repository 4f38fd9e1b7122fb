// Editing custom pages in the studio against the real service: a page written in the source
// language and translated beside it, its address checked and shared by every language,
// publishing seen at once at that address, a changed address sending visitors on, and the
// writes' versions, revisions, withdrawal and deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageEditor } from '@contract/studio/custom-pages';
import { createTestApp } from '../../../../../tests/support/test-app';
import type { TestApp } from '../../../../../tests/support/test-app';
import { addTestAccount, callStudio, signIn } from '../studio-test-client';
import type { CallOptions, TestSession } from '../studio-test-client';

const FA_BODY = '<h2>پرواز با حیوان خانگی</h2><p>حیوانات کوچک در کابین پذیرفته می‌شوند.</p>';
const EN_BODY = '<h2>Flying with pets</h2><p>Small pets are welcome in the cabin.</p>';

describe('editing custom pages in the studio', () => {
  let t: TestApp;
  let editor: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: true });
    await addTestAccount(t.app, 'editor');
    editor = await signIn(t.app, 'editor@parvaz.test');
  });
  afterAll(() => t?.close());

  const call = (name: Parameters<typeof callStudio>[1], options: CallOptions = {}) =>
    callStudio(t.app, name, { session: editor, ...options });
  const open = async (id: number) => {
    const response = await call('page', { params: { id } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(`"${response.json<PageEditor>().version}"`);
    return response.json<PageEditor>();
  };
  const write = (
    name: 'savePageLanguage' | 'publishPage' | 'withdrawPage',
    page: PageEditor,
    options: CallOptions & { lang?: string },
  ) =>
    call(name, {
      ...options,
      params: { id: page.id, ...(options.lang && { lang: options.lang }) },
      headers: { 'if-match': `"${page.version}"` },
    });
  const save = (page: PageEditor, lang: string, fields: object, shared?: object) =>
    write('savePageLanguage', page, { lang, body: { fields, ...(shared && { shared }) } });
  const publish = (page: PageEditor, languages: string[]) =>
    write('publishPage', page, { body: { languages } });
  const visitorPage = async (path: string, lang: string) =>
    (
      await t.app.inject(
        `/cms/content/v1/custom-page/?path=${encodeURIComponent(path)}&lang=${lang}`,
      )
    ).json<{ id: number; path: string; title: string }[]>();
  const pageCount = async () => (await call('pages')).json<{ count: number }>().count;

  it('opens a published page in every language with its address, each language done', async () => {
    const page = await open(1);
    expect(page).toMatchObject({
      sourceLanguage: 'fa',
      shared: { path: 'privacy-policy' },
      publishedPath: 'privacy-policy',
      formerPaths: [],
    });
    expect(page.languages.en).toMatchObject({
      fields: { title: 'Privacy policy' },
      state: 'done',
      published: true,
      unpublishedChanges: false,
      direction: 'ltr',
    });
    const listed = (await call('pages')).json<{ results: { id: number; path: string }[] }>();
    expect(listed.results.map((p) => p.path)).toEqual(['baggage-rules', 'privacy-policy']);
  });

  it('refuses a taken or malformed address and an unsafe link, storing nothing', async () => {
    const before = await pageCount();
    for (const [path, rule] of [
      ['privacy-policy', 'pathTaken'],
      ['Pets Allowed', 'pathFormat'],
      ['pets/allowed', 'pathFormat'],
      ['', 'required'],
    ] as const) {
      const refused = await call('createPage', {
        body: { fields: { title: 'حیوانات خانگی', body: FA_BODY }, shared: { path } },
      });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().fields.path ?? refused.json().fields.shared, path).toBeDefined();
      expect(JSON.stringify(refused.json().fields), path).toContain(rule);
    }
    const unsafe = await call('createPage', {
      body: {
        fields: { title: 'حیوانات', body: '<p><a href="javascript:alert(1)">x</a></p>' },
        shared: { path: 'pets' },
      },
    });
    expect(unsafe.json()).toEqual({ detail: 'invalid', fields: { body: ['unsafeLink'] } });
    expect(await pageCount()).toBe(before);
  });

  let pets: PageEditor;

  it('writes a page in Persian, translates it beside it, and marks the translation outdated', async () => {
    const created = await call('createPage', {
      body: {
        fields: { title: 'سفر با حیوان خانگی', body: FA_BODY },
        shared: { path: 'سفر-با-حیوان‌خانگی' },
      },
    });
    expect(created.statusCode).toBe(200);
    pets = created.json<PageEditor>();
    expect(pets.id).toBe(3);
    expect(pets.languages.fa).toMatchObject({ state: 'done', published: false });
    expect(pets.languages.en).toMatchObject({ state: 'missing' });
    expect(pets.publishedPath).toBeNull();

    pets = (await save(pets, 'en', { title: 'Travelling with pets', body: EN_BODY })).json();
    expect(pets.languages.en!.state).toBe('done');
    pets = (await save(pets, 'fa', { title: 'سفر با حیوان خانگی‌تان' })).json();
    expect(pets.languages.en!.fieldStates).toEqual({ title: 'outdated', body: 'done' });
    const outdated = (await call('pages', { query: { lang: 'en', state: 'outdated' } })).json();
    expect(outdated.results.map((p: { id: number }) => p.id)).toEqual([3]);
    // The Persian search folds letters and the half-space as the site's does.
    const found = (await call('pages', { query: { search: 'حیوان خانگی' } })).json();
    expect(found.results.map((p: { id: number }) => p.id)).toEqual([3]);
  });

  it("previews the page with a language's draft through a signed link, never cached", async () => {
    const link = await call('previewPage', { params: { id: pets.id }, body: { lang: 'en' } });
    expect(link.statusCode).toBe(200);
    const page = await t.app.inject(link.json<{ address: string }>().address);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<title>Travelling with pets</title>');
    expect(page.body).toContain('Small pets are welcome in the cabin.');
    expect(page.body).not.toContain('<script type="module"');
    const altered = link
      .json<{ address: string }>()
      .address.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await t.app.inject(altered)).statusCode).toBe(404);
    const unwritten = await call('createPage', {
      body: { fields: { title: 'x', body: '<p>x</p>' }, shared: { path: 'unwritten-preview' } },
    });
    const refused = await call('previewPage', {
      params: { id: unwritten.json<PageEditor>().id },
      body: { lang: 'en' },
    });
    expect(refused.json().fields).toEqual({ lang: ['nothingWritten'] });
    const removed = await call('deletePage', {
      params: { id: unwritten.json<PageEditor>().id },
      headers: { 'if-match': `"${unwritten.json<PageEditor>().version}"` },
    });
    expect(removed.statusCode).toBe(204);
  });

  it('answers a stale write 412 with the page as it is, and one naming no version 428', async () => {
    const stale = await call('savePageLanguage', {
      params: { id: pets.id, lang: 'en' },
      body: { fields: { title: 'An older idea' } },
      headers: { 'if-match': `"${pets.version - 1}"` },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ detail: 'stale', current: { version: pets.version } });
    const unnamed = await call('savePageLanguage', {
      params: { id: pets.id, lang: 'en' },
      body: { fields: { title: 'No version' } },
    });
    expect(unnamed.statusCode).toBe(428);
    expect((await open(pets.id)).languages.en!.fields.title).toBe('Travelling with pets');
  });

  it('publishes only the languages named, checked alone, seen by the next visitor request', async () => {
    const path = pets.shared.path;
    expect(await visitorPage(path, 'fa')).toEqual([]);
    const notFound = await t.app.inject(`/page/${encodeURIComponent(path)}`);
    expect(notFound.statusCode).toBe(404);
    pets = (await save(pets, 'ar', { title: 'السفر مع الحيوانات' })).json();
    const refused = await publish(pets, ['fa', 'ar']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'ar.body': ['required'] });

    const published = await publish(pets, ['fa']);
    expect(published.statusCode).toBe(200);
    pets = published.json();
    expect(pets.publishedPath).toBe(path);
    expect(pets.languages.fa).toMatchObject({ published: true, unpublishedChanges: false });
    expect((await visitorPage(path, 'fa'))[0]).toMatchObject({
      id: 3,
      title: 'سفر با حیوان خانگی‌تان',
    });
    expect(await visitorPage(path, 'en')).toEqual([]);
    const page = await t.app.inject(`/page/${encodeURIComponent(path)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('سفر با حیوان خانگی‌تان');
  });

  it('moves every published language to a new address, the old one sending visitors on', async () => {
    const oldPath = pets.shared.path;
    pets = (await publish(pets, ['en'])).json();
    pets = (await save(pets, 'en', {}, { path: 'flying-with-pets' })).json();
    expect(pets.shared.path).toBe('flying-with-pets');
    expect(pets.publishedPath).toBe(oldPath);
    expect(pets.languages.fa!.unpublishedChanges).toBe(true);

    pets = (await publish(pets, ['en'])).json();
    expect(pets.publishedPath).toBe('flying-with-pets');
    expect(pets.formerPaths).toEqual([oldPath]);
    // Persian, not published again, moved with it: the address is the page's, not a language's.
    expect((await visitorPage('flying-with-pets', 'fa'))[0]?.id).toBe(3);
    expect((await visitorPage(oldPath, 'en'))[0]).toMatchObject({
      id: 3,
      path: 'flying-with-pets',
    });
    for (const [from, to] of [
      [`/page/${encodeURIComponent(oldPath)}`, '/page/flying-with-pets'],
      [`/en/page/${encodeURIComponent(oldPath)}`, '/en/page/flying-with-pets'],
    ]) {
      const moved = await t.app.inject(from!);
      expect(moved.statusCode, from).toBe(301);
      expect(moved.headers.location).toBe(to);
    }
    // The old address is free again for another page, which then ends the redirect.
    const taken = await call('createPage', {
      body: { fields: { title: 'x', body: '<p>x</p>' }, shared: { path: 'flying-with-pets' } },
    });
    expect(taken.json().fields).toEqual({ path: ['pathTaken'] });
  });

  it('forgets only the pages that show the changed page: others stay cached', async () => {
    const others = ['/page/privacy-policy', '/en/page/privacy-policy', '/blog-list', '/en/faq'];
    const own = ['/en/page/flying-with-pets', '/page/flying-with-pets'];
    for (const url of [...others, ...own]) await t.app.inject(url);
    for (const url of [...others, ...own])
      expect((await t.app.inject(url)).headers['x-cache'], url).toBe('hit');
    pets = (await save(pets, 'en', { title: 'Flying with your pet' })).json();
    pets = (await publish(pets, ['en'])).json();
    for (const url of others) expect((await t.app.inject(url)).headers['x-cache'], url).toBe('hit');
    const shown = await t.app.inject('/en/page/flying-with-pets');
    expect(shown.headers['x-cache']).toBe('miss');
    expect(shown.body).toContain('Flying with your pet');
    expect((await t.app.inject('/page/flying-with-pets')).headers['x-cache']).toBe('miss');
  });

  it('keeps revisions, compares two and restores one as a new revision', async () => {
    const revisions = (await call('pageRevisions', { params: { id: pets.id } })).json().results as {
      id: number;
      lang: string;
      changed: string[];
    }[];
    const fa = revisions.filter((revision) => revision.lang === 'fa');
    expect(fa.map((revision) => revision.changed)).toEqual([['title'], ['title', 'body']]);
    const compared = await call('comparePageRevisions', {
      params: { id: pets.id },
      query: { from: String(fa[1]!.id), to: String(fa[0]!.id) },
    });
    expect(compared.json()).toMatchObject({
      lang: 'fa',
      direction: 'rtl',
      fields: [
        { field: 'title', from: 'سفر با حیوان خانگی', to: 'سفر با حیوان خانگی‌تان', changed: true },
        { field: 'body', changed: false },
      ],
    });
    const restored = await call('restorePageRevision', {
      params: { id: pets.id, revision: fa[1]!.id },
      headers: { 'if-match': `"${pets.version}"` },
    });
    pets = restored.json();
    expect(pets.languages.fa!.fields.title).toBe('سفر با حیوان خانگی');
    expect(pets.languages.fa!.unpublishedChanges).toBe(true);
  });

  it('withdraws languages for visitors, and deletes the page only once none is published', async () => {
    const refused = await call('deletePage', {
      params: { id: pets.id },
      headers: { 'if-match': `"${pets.version}"` },
    });
    expect(refused.statusCode).toBe(409);
    pets = (await write('withdrawPage', pets, { body: { languages: ['fa', 'en'] } })).json();
    expect(pets.publishedPath).toBeNull();
    expect(await visitorPage('flying-with-pets', 'en')).toEqual([]);
    expect((await t.app.inject('/en/page/flying-with-pets')).statusCode).toBe(404);
    const withdrawals = await t.db
      .selectFrom('content_withdrawals')
      .select(['kind', 'item_id', 'lang'])
      .where('kind', '=', 'page')
      .execute();
    expect(withdrawals).toEqual([
      { kind: 'page', item_id: 3, lang: 'fa' },
      { kind: 'page', item_id: 3, lang: 'en' },
    ]);

    const deleted = await call('deletePage', {
      params: { id: pets.id },
      headers: { 'if-match': `"${pets.version}"` },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await call('page', { params: { id: pets.id } })).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('studio_audit')
      .select('subject')
      .where('action', '=', 'pageDeleted')
      .execute();
    expect(audit).toEqual([{ subject: 'page 4' }, { subject: 'page 3' }]);
    // A deleted page's number is not given again once visitors may have seen it (3 was
    // published); one never published (4) may be.
    const next = await call('createPage', {
      body: {
        fields: { title: 'تازه', body: '<p>تازه</p>' },
        shared: { path: 'flying-with-pets' },
      },
    });
    expect(next.json<PageEditor>().id).toBe(4);
  });
});
