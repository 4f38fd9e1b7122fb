// Editing the fixed pages' texts (home, about, services) in the studio against the real
// service: every section title and component text beside the source language, translation
// states, refusals that store nothing, publishing one language into the page's content
// record, seen at once, with only that page's cached copies forgotten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectionPageEditor } from '@contract/studio/sections';
import { createTestApp } from '../../../../../tests/support/test-app';
import type { TestApp } from '../../../../../tests/support/test-app';
import { addTestAccount, callStudio, signIn } from '../studio-test-client';
import type { CallOptions, TestSession } from '../studio-test-client';

const TITLE = 'home-header.0.text';
const FEATURE = 'home-about.2.html';

describe("editing the fixed pages' texts in the studio", () => {
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
  const open = async () => {
    const response = await call('sectionPage', { params: { policy: 'home-page' } });
    expect(response.statusCode).toBe(200);
    const home = response.json<SectionPageEditor>();
    expect(response.headers.etag).toBe(`"${home.version}"`);
    return home;
  };
  const save = (home: SectionPageEditor, lang: string, fields: object, version = home.version) =>
    call('saveSectionPageLanguage', {
      params: { policy: 'home-page', lang },
      body: { fields },
      headers: { 'if-match': `"${version}"` },
    });
  const publicTexts = async (lang: string) => {
    const [page] = (
      await t.app.inject(`/cms/pages/v1/Page/?page_policy__value=home-page&lang=${lang}`)
    ).json<{ sections: { value: string; components: { text: string | null }[] }[] }[]>();
    return page!.sections.find((section) => section.value === 'home-header')!.components[0]!.text;
  };
  const revisionCount = async () =>
    (await call('sectionPageRevisions', { params: { policy: 'home-page' } })).json().results
      .length as number;

  it('lists home, about and services with each language published and done', async () => {
    const listed = (await call('sectionPages')).json<{
      results: { policy: string; languages: Record<string, { state: string }> }[];
    }>();
    expect(listed.results.map((page) => page.policy)).toEqual([
      'home-page',
      'about-page',
      'services-page',
    ]);
    expect(listed.results[0]!.languages).toEqual({
      fa: { state: 'done', published: true },
      en: { state: 'done', published: true },
      ar: { state: 'done', published: true },
    });
  });

  it("opens a page's texts in the site's order, each field with its section and component", async () => {
    const home = await open();
    expect(home.sourceLanguage).toBe('fa');
    expect(home.fieldList[0]).toEqual({
      key: 'home-header.title',
      kind: 'title',
      section: 'home-header',
      sectionTitle: 'سربرگ',
      component: null,
    });
    expect(home.fieldList.find((field) => field.key === FEATURE)).toMatchObject({
      kind: 'html',
      component: 'home-about-feature',
    });
    // Pictures and links are the page's structure, not texts.
    expect(home.fieldList.some((field) => field.key.startsWith('home-header.2'))).toBe(false);
    expect(home.languages.en!.fields[TITLE]).toBe('The sky, closer than ever');
    expect(home.languages.fa!.direction).toBe('rtl');
  });

  it('refuses an unknown text, an unsafe link and a stale version, storing nothing', async () => {
    const home = await open();
    const before = await revisionCount();
    const unknown = await save(home, 'en', { 'home-header.9.text': 'x', [TITLE]: 'y' });
    expect(unknown.json()).toEqual({
      detail: 'invalid',
      fields: { 'home-header.9.text': ['unknown'] },
    });
    const unsafe = await save(home, 'en', {
      [FEATURE]: '<p><a href="javascript:alert(1)">x</a></p>',
    });
    expect(unsafe.json().fields).toEqual({ [FEATURE]: ['unsafeLink'] });
    const stale = await save(home, 'en', { [TITLE]: 'Old idea' }, home.version - 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.version).toBe(home.version);
    expect(await revisionCount()).toBe(before);
    expect((await open()).languages.en!.fields[TITLE]).toBe('The sky, closer than ever');
  });

  it('marks translations outdated when the source text changes', async () => {
    let home = await open();
    home = (await save(home, 'fa', { [TITLE]: 'آسمان، نزدیک‌تر از همیشه برای شما' })).json();
    expect(home.languages.en!.fieldStates[TITLE]).toBe('outdated');
    expect(home.languages.en!.state).toBe('outdated');
    expect(home.languages.fa!.unpublishedChanges).toBe(true);
    const listed = (await call('sectionPages')).json();
    expect(listed.results[0].languages.ar).toEqual({ state: 'outdated', published: true });
  });

  it('publishes one language, checked alone, seen at once; other cached pages stay', async () => {
    for (const url of ['/en', '/en/about', '/'])
      for (let i = 0; i < 2; i++) await t.app.inject(url);
    let home = await open();
    home = (await save(home, 'en', { [TITLE]: '' })).json();
    const refused = await call('publishSectionPage', {
      params: { policy: 'home-page' },
      body: { languages: ['en'] },
      headers: { 'if-match': `"${home.version}"` },
    });
    expect(refused.json().fields).toEqual({ [`en.${TITLE}`]: ['required'] });

    home = (
      await save(home, 'en', {
        [TITLE]: 'The sky, nearer for you',
        [FEATURE]: '<p dir="auto">Inspected nightly.</p><script>x()</script>',
      })
    ).json();
    expect(home.languages.en!.fields[FEATURE]).toBe('<p dir="auto">Inspected nightly.</p>');
    expect(home.languages.en!.state).toBe('done');
    const published = await call('publishSectionPage', {
      params: { policy: 'home-page' },
      body: { languages: ['en'] },
      headers: { 'if-match': `"${home.version}"` },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<SectionPageEditor>().languages.en!.unpublishedChanges).toBe(false);
    expect(await publicTexts('en')).toBe('The sky, nearer for you');
    // Persian's draft is not published: visitors keep its text.
    expect(await publicTexts('fa')).toBe('آسمان، نزدیک‌تر از همیشه');
    expect((await t.app.inject('/en/about')).headers['x-cache']).toBe('hit');
    expect((await t.app.inject('/')).headers['x-cache']).toBe('hit');
    const home_ = await t.app.inject('/en');
    expect(home_.headers['x-cache']).toBe('miss');
  });

  it("previews the page with a language's draft texts through a signed link", async () => {
    const saved = await save(await open(), 'fa', { [TITLE]: 'پیش‌نمایش آسمان' });
    expect(saved.statusCode).toBe(200);
    const link = await call('previewSectionPage', {
      params: { policy: 'home-page' },
      body: { lang: 'fa' },
    });
    const page = await t.app.inject(link.json<{ address: string }>().address);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('پیش‌نمایش آسمان');
    // Visitors still see what is published.
    expect(await publicTexts('fa')).toBe('آسمان، نزدیک‌تر از همیشه');
  });

  it('compares two revisions text by text and restores one as a new revision', async () => {
    const revisions = (await call('sectionPageRevisions', { params: { policy: 'home-page' } }))
      .json()
      .results.filter((r: { lang: string }) => r.lang === 'en') as {
      id: number;
      changed: string[];
    }[];
    expect(revisions.map((r) => r.changed)).toEqual([[TITLE, FEATURE], [TITLE]]);
    const compared = await call('compareSectionPageRevisions', {
      params: { policy: 'home-page' },
      query: { from: String(revisions[1]!.id), to: String(revisions[0]!.id) },
    });
    expect(compared.json().fields.filter((f: { changed: boolean }) => f.changed)).toEqual([
      { field: TITLE, from: '', to: 'The sky, nearer for you', changed: true },
      {
        field: FEATURE,
        from: expect.stringContaining('inspected every night'),
        to: '<p dir="auto">Inspected nightly.</p>',
        changed: true,
      },
    ]);
    const home = await open();
    const restored = await call('restoreSectionPageRevision', {
      params: { policy: 'home-page', revision: revisions[1]!.id },
      headers: { 'if-match': `"${home.version}"` },
    });
    expect(restored.json<SectionPageEditor>().languages.en!.fields[TITLE]).toBe('');
  });
});
