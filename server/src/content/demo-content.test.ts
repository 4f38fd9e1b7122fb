// The demo airline as the service answers it: every area filled in every active
// language, with the variety the site's screens need.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_KEYS, PAGE_POLICIES } from '@contract/pages';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { loadDemoContent } from './load-content';

const LANGUAGES = ['fa', 'en', 'ar'];

describe('demo content', () => {
  let t: TestApp;
  const json = async (url: string) => {
    const response = await t.app.inject(url);
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the active languages only', async () => {
    const languages = await json('/cms/api/v1/language/');
    expect(languages.map((l: { value: string }) => l.value)).toEqual(LANGUAGES);
    expect(languages.find((l: { value: string }) => l.value === 'ar').direction).toBe('rtl');
  });

  it.each(LANGUAGES)(
    'has several pages of blog posts, featured ones, groups and tags in %s',
    async (lang) => {
      const posts = await json(`/cms/content/v1/Blog/?limit=9&lang=${lang}`);
      expect(posts.count).toBeGreaterThan(18);
      const featured = await json(`/cms/content/v1/Blog/?is_featured=true&lang=${lang}`);
      expect(featured.count).toBeGreaterThanOrEqual(4);
      expect((await json(`/cms/content/v1/Groups/?lang=${lang}`)).length).toBeGreaterThanOrEqual(5);
      expect((await json(`/cms/content/v1/Tags/?lang=${lang}`)).length).toBeGreaterThanOrEqual(10);
      const withGallery = (await json(`/cms/content/v1/Blog/3?lang=${lang}`)).gallery;
      expect(withGallery.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('finds the Persian Kish post typed with Arabic letters', async () => {
    const found = await json(`/cms/content/v1/Blog/?search=${encodeURIComponent('كيش')}&lang=fa`);
    expect(found.results.map((p: { id: number }) => p.id)).toContain(3);
  });

  it('answers 404 for a post that is not written in the asked language', async () => {
    expect((await t.app.inject('/cms/content/v1/Blog/22?lang=ar')).statusCode).toBe(404);
    expect((await t.app.inject('/cms/content/v1/Blog/22?lang=en')).statusCode).toBe(200);
  });

  it.each(LANGUAGES)('fills every page policy with its sections in %s', async (lang) => {
    for (const policy of PAGE_POLICIES) {
      const [page] = await json(`/cms/pages/v1/Page/?page_policy__value=${policy}&lang=${lang}`);
      expect(page, policy).toBeDefined();
      expect(page.company).toBe(1);
      const sections = page.sections.map((s: { value: string }) => s.value);
      expect(sections.sort()).toEqual(Object.keys(PAGE_KEYS[policy]).sort());
      const orders = page.sections.map((s: { order: number }) => s.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('has footer links of every kind and meta tags of every type, plus an unknown one', async () => {
    const [footer] = await json('/cms/pages/v1/Page/?page_policy__value=footer&lang=fa');
    const links = footer.sections[0].components
      .filter((c: { value: string }) => c.value === 'footer-link')
      .map((c: { link: string }) => c.link);
    expect(links).toHaveLength(5);
    expect(links.some((l: string) => l.startsWith('https://'))).toBe(true);
    expect(links.some((l: string) => l.startsWith('#'))).toBe(true);
    expect(links.some((l: string) => /^\/[^#]+#/.test(l))).toBe(true);
    expect(links.some((l: string) => /^\/[^#]*$/.test(l))).toBe(true);
    const [company] = await json('/cms/company/v1/companies/?lang=fa');
    const types = new Set(company.meta_tags.map((m: { type: string }) => m.type));
    expect([...types].sort()).toEqual(['link', 'meta', 'og']);
  });

  it('has a two-level menu, services, directors, cooperators, licences, FAQ and custom pages', async () => {
    const menu = await json('/cms/pages/v1/header-menu/1/?lang=en');
    expect(
      menu.some((m: { children: { children: unknown[] }[] }) =>
        m.children.some((c) => c.children.length > 0),
      ),
    ).toBe(true);
    expect((await json('/cms/content/v1/service/?lang=ar')).count).toBeGreaterThan(3);
    expect((await json('/cms/director/v1/?lang=en')).length).toBeGreaterThan(2);
    expect((await json('/cms/company/v1/licence?type=glory&lang=fa')).length).toBeGreaterThan(2);
    expect((await json('/cms/faq/v1?limit=4&ordering=-created_at&lang=fa')).results).toHaveLength(
      4,
    );
    const [privacy] = await json('/cms/content/v1/custom-page/?path=privacy-policy&lang=en');
    expect(privacy.body).toContain('<h2>');
    const [about] = await json('/cms/pages/v1/Page/?page_policy__value=about-page&lang=fa');
    const cooperators = about.sections.find(
      (s: { value: string }) => s.value === 'about-cooperators',
    );
    expect(
      cooperators.components.filter((c: { value: string }) => c.value === 'about-cooperators-img')
        .length,
    ).toBeGreaterThan(2);
  });

  it('has media of every type, one video, and job forms with every field type', async () => {
    for (const type of ['PODCAST', 'REELS', 'DOCUMENTARY', 'GALLERY']) {
      expect(
        (await json(`/cms/content/v1/media/?type=${type}&lang=fa`)).count,
        type,
      ).toBeGreaterThan(0);
    }
    const reels = await json('/cms/content/v1/media/?type=REELS&lang=fa');
    expect(reels.results.some((m: { file: string }) => m.file.endsWith('.webm'))).toBe(true);
    expect(reels.results.some((m: { description: string }) => m.description === '')).toBe(true);
    const jobs = await json('/cms/forms/v1/?limit=3&lang=en');
    expect(jobs.count).toBeGreaterThanOrEqual(3);
    const types = new Set<string>();
    for (const job of (await json('/cms/forms/v1/?lang=en')).results) {
      const form = await json(`/cms/forms/v1/${job.id}/?lang=en`);
      for (const field of form.form_fields) types.add(field.field_details.field_type);
    }
    expect([...types].sort()).toEqual(['file', 'select', 'text', 'textarea']);
  });

  it('serves every image the content refers to', async () => {
    const [home] = await json('/cms/pages/v1/Page/?page_policy__value=home-page&lang=fa');
    const posts = (await json('/cms/content/v1/Blog/?lang=fa')).results;
    const addresses = new Set<string>([
      ...posts.flatMap((p: { banner: { desktop_banner: string; phone_banner: string } }) => [
        p.banner.desktop_banner,
        p.banner.phone_banner,
      ]),
      ...home.sections.flatMap((s: { components: { desktop_media: string | null }[] }) =>
        s.components.map((c) => c.desktop_media).filter(Boolean),
      ),
    ]);
    for (const address of addresses) {
      const response = await t.app.inject(address);
      expect(response.statusCode, address).toBe(200);
    }
  });

  it('loads again without duplicating, keeping what visitors sent', async () => {
    await t.db
      .insertInto('contact_messages')
      .values({
        first_name: 'a',
        last_name: 'b',
        email: 'a@b.co',
        phone_number: '09120000000',
        message: 'm',
        lang: 'fa',
        created_at: new Date().toISOString(),
      })
      .execute();
    const before = await t.db
      .selectFrom('blog_posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await loadDemoContent(t.db, t.config);
    const after = await t.db
      .selectFrom('blog_posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await t.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(1);
  });
});
