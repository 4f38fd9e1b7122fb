// Turns the demo content into table rows, one language at a time.
import type { Insertable } from 'kysely';
import type { MenuLink } from '@contract/pages';
import type { BlogPostsTable, Database } from '../db/schema';
import type { BlogPostEntry } from './content-files';
import { postSearchText } from '../modules/blog/search-text';
import type { DemoContent } from './read-content';
import { bannerOf, inLanguage, mediaAddress, textIn } from './localize';

/** The studio's accounts, sessions and log are no content: loading content leaves them be. */
// The studio's tables and the withdrawals log are not content: a load keeps them (the log's
// ids must only grow, as visitors' workers remember the last one they saw).
// Custom pages' former addresses are the studio's record of address changes, cleared with
// its drafts when content is loaded. The service's settings, its mail queue and schedules,
// and the inbox's notes, history and retention are no content either: a load keeps them.
type ContentTable = Exclude<
  keyof Database,
  | `studio_${string}`
  | 'content_withdrawals'
  | 'custom_page_paths'
  | 'service_settings'
  | 'mail_queue'
  | `submission_${string}`
  | 'service_schedules'
>;
type Rows = { [T in ContentTable]?: Insertable<Database[T]>[] };

const json = (value: unknown) => JSON.stringify(value);

export function rowsFor(content: DemoContent): Rows {
  const rows: Required<Pick<Rows, keyof Rows>> = Object.fromEntries(
    Object.keys(emptyRows()).map((table) => [table, []]),
  ) as never;
  rows.languages = content.languages.map((language, position) => ({ ...language, position }));
  rows.social_links = content.socialLinks.map((link, position) => ({
    id: position + 1,
    ...link,
    position,
  }));
  for (const post of content.blog.posts) {
    const links = postLinks(post);
    rows.blog_post_groups.push(...links.groups);
    rows.blog_post_tags.push(...links.tags);
  }
  for (const { value: lang } of content.languages) addLanguage(rows, content, lang);
  return rows;
}

/** A post's links to its groups and tags, which hold in every language. */
export function postLinks(post: BlogPostEntry) {
  return {
    groups: post.groups.map((group_id) => ({ post_id: post.id, group_id })),
    tags: post.tags.map((tag_id) => ({ post_id: post.id, tag_id })),
  };
}

/** A post's row in `lang`, or none when the post is not written in it. */
export function postRow(post: BlogPostEntry, lang: string): Insertable<BlogPostsTable> | undefined {
  if (inLanguage(post.title, lang) === undefined) return undefined;
  const t = (value: Parameters<typeof textIn>[0]) => textIn(value, lang);
  const [title, short, body] = [t(post.title), t(post.short), t(post.body)];
  return {
    id: post.id,
    lang,
    title,
    short_description: short,
    body,
    created_at: post.created_at,
    updated_at: post.created_at,
    is_featured: post.featured ? 1 : 0,
    banner: json(bannerOf(post.banner)),
    gallery: json(
      post.gallery.map((g) => ({ photo_file: mediaAddress(g.photo), title: t(g.title) })),
    ),
    search_text: postSearchText(`${title} ${short} ${body}`),
  };
}

/** A post's visits in `lang`, for the post's row there. */
export const postVisits = (post: BlogPostEntry, lang: string) => ({
  post_id: post.id,
  lang,
  visited: post.visited,
});

/** Every table, in the order it is written: a post's visits after the post. */
function emptyRows(): Record<ContentTable, true> {
  return {
    languages: true,
    companies: true,
    pages: true,
    menus: true,
    social_links: true,
    directors: true,
    blog_posts: true,
    blog_post_visits: true,
    blog_groups: true,
    blog_tags: true,
    blog_post_groups: true,
    blog_post_tags: true,
    custom_pages: true,
    custom_forms: true,
    services: true,
    faqs: true,
    licences: true,
    media_items: true,
    portfolio_items: true,
    contact_messages: true,
    form_submissions: true,
    idempotency_keys: true,
  };
}

function addLanguage(rows: Required<Rows>, content: DemoContent, lang: string): void {
  const t = (value: Parameters<typeof textIn>[0]) => textIn(value, lang);
  const has = (value: Parameters<typeof inLanguage>[0]) => inLanguage(value, lang) !== undefined;
  const { company } = content;
  const updated = '2026-11-01T00:00:00.000Z';

  rows.companies.push({
    id: company.id,
    lang,
    name: t(company.name),
    description: t(company.description),
    favicon: mediaAddress(company.favicon),
    logo: mediaAddress(company.logo),
    home_logo: mediaAddress(company.home_logo),
    app_icon_text: t(company.app_icon_text),
    app_url: company.app_url,
    app_logo: mediaAddress(company.app_logo),
    login_icon_text: t(company.login_icon_text),
    login_url: company.login_url,
    login_logo: mediaAddress(company.login_logo),
    meta_tags: json(company.meta_tags.map((tag) => ({ ...tag, content: t(tag.content) }))),
    maintenance: company.maintenance ? 1 : 0,
    under_structure: company.under_structure ? 1 : 0,
    phone_number: company.phone_number,
    email: company.email,
    address: t(company.address),
    address_locality: t(company.address_locality),
    postal_code: company.postal_code,
    address_country: company.address_country,
  });

  const menu = (entries: DemoContent['menu']): MenuLink[] =>
    entries.map((entry) => ({
      id: entry.id,
      title: t(entry.title),
      url: entry.url,
      children: menu(entry.children ?? []),
    }));
  rows.menus.push({ company_id: company.id, lang, items: json(menu(content.menu)) });

  let componentId = 0;
  content.pages.forEach((page, index) => {
    const sections = page.sections.map((section) => ({
      value: section.value,
      title: t(section.title),
      order: section.order,
      components: section.components.map((c) => ({
        id: ++componentId,
        value: c.value,
        text: c.text === null ? null : t(c.text),
        text_with_ckeditor: c.html === null ? null : t(c.html),
        link: c.link === null ? null : t(c.link),
        desktop_media: c.media ? mediaAddress(c.media) : null,
        phone_media: c.phone_media ? mediaAddress(c.phone_media) : null,
      })),
    }));
    rows.pages.push({
      id: index + 1,
      lang,
      policy: page.policy,
      company_id: company.id,
      sections: json(sections),
      updated_at: updated,
    });
  });

  const { blog } = content;
  rows.blog_groups.push(
    ...blog.groups.filter((g) => has(g.title)).map((g) => ({ id: g.id, lang, title: t(g.title) })),
  );
  rows.blog_tags.push(
    ...blog.tags.filter((g) => has(g.title)).map((g) => ({ id: g.id, lang, title: t(g.title) })),
  );
  for (const post of blog.posts) {
    const row = postRow(post, lang);
    if (!row) continue;
    rows.blog_posts.push(row);
    rows.blog_post_visits.push(postVisits(post, lang));
  }

  content.directors
    .filter((d) => has(d.first_name))
    .forEach((d, position) =>
      rows.directors.push({
        id: d.id,
        lang,
        fa_first_name: t(d.first_name),
        fa_last_name: t(d.last_name),
        description: t(d.description),
        photo: json([
          { desktop_banner: mediaAddress(d.photo), phone_banner: mediaAddress(d.photo) },
        ]),
        position,
      }),
    );
  content.services
    .filter((s) => has(s.title))
    .forEach((s, position) => {
      const items = Array.isArray(s.items) ? s.items : (s.items[lang] ?? s.items.fa ?? []);
      rows.services.push({
        id: s.id,
        lang,
        title: t(s.title),
        description: t(s.description),
        banner: json(bannerOf(s.banner)),
        items: json(items),
        position,
        created_at: s.created_at,
        updated_at: s.created_at,
      });
    });
  rows.faqs.push(
    ...content.faq
      .filter((f) => has(f.question))
      .map((f) => ({
        id: f.id,
        lang,
        question: t(f.question),
        answer: t(f.answer),
        created_at: f.created_at,
      })),
  );
  content.licences
    .filter((l) => has(l.title))
    .forEach((l, position) =>
      rows.licences.push({
        id: l.id,
        lang,
        type: l.type,
        title: t(l.title),
        image: json({ desktop_media: mediaAddress(l.image), phone_media: null }),
        position,
      }),
    );
  rows.media_items.push(
    ...content.media
      .filter((m) => has(m.title))
      .map((m) => ({
        id: m.id,
        lang,
        type: m.type,
        title: t(m.title),
        description: t(m.description),
        desktop_banner: mediaAddress(m.banner),
        phone_banner: mediaAddress(`${m.banner}-phone`),
        file: mediaAddress(m.file),
        visited: m.visited,
        created_at: m.created_at,
        updated_at: m.created_at,
      })),
  );
  rows.portfolio_items.push(
    ...content.portfolio
      .filter((p) => has(p.title))
      .map((p) => ({
        id: p.id,
        lang,
        type: p.type,
        title: t(p.title),
        short_description: t(p.short_description),
        description: t(p.description),
        banner: json(bannerOf(p.banner)),
        visited: p.visited,
        created_at: p.created_at,
        updated_at: p.created_at,
      })),
  );
  rows.custom_forms.push(
    ...content.forms
      .filter((f) => has(f.title))
      .map((f) => ({
        id: f.id,
        lang,
        title: t(f.title),
        sub_title: t(f.sub_title),
        description: t(f.description),
        conditions_title: t(f.conditions_title),
        conditions: t(f.conditions),
        tags: json(f.tags.map((tag) => ({ id: tag.id, title: t(tag.title) }))),
        footer_banner: json(
          f.footer_banner
            ? {
                desktop_media: mediaAddress(f.footer_banner),
                phone_media: mediaAddress(`${f.footer_banner}-phone`),
              }
            : null,
        ),
        sending_button_text: t(f.sending_button_text),
        closes_at: f.closes_at,
        employment_type: f.employment_type,
        form_fields: json(
          f.fields.map((field, order) => ({
            id: field.id,
            is_required: field.required,
            choices: field.choices === null ? null : t(field.choices),
            order: order + 1,
            field_details: {
              field_name: field.name,
              field_type: field.type,
              label: t(field.label),
              placeholder: field.placeholder === null ? null : t(field.placeholder),
            },
          })),
        ),
        created_at: f.created_at,
        updated_at: f.updated_at,
      })),
  );
  rows.custom_pages.push(
    ...content.customPages
      .filter((p) => has(p.title))
      .map((p) => ({
        id: p.id,
        lang,
        path: p.path,
        title: t(p.title),
        body: t(p.body),
        updated_at: updated,
      })),
  );
}
