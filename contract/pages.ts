// GET /pages/v1/Page/?page_policy__value=NAME: page content (sections of components),
// and GET /pages/v1/header-menu/{company}/: the header menu.
//
// This file is also the list of section and component values the site reads for each
// page, so the demo content and the screens agree on them.
import { z } from 'zod';
import { mediaUrl } from './common';

export const component = z.object({
  id: z.number().int(),
  value: z.string(),
  text: z.string().nullable(),
  text_with_ckeditor: z.string().nullable(),
  link: z.string().nullable(),
  desktop_media: mediaUrl.nullable(),
  phone_media: mediaUrl.nullable().optional(),
});
export type PageComponent = z.infer<typeof component>;

export const section = z.object({
  value: z.string(),
  title: z.string(),
  order: z.number().int(),
  components: z.array(component),
});
export type PageSection = z.infer<typeof section>;

export const page = z.object({
  id: z.number().int(),
  page_policy: z.object({ value: z.string() }),
  company: z.number().int(),
  sections: z.array(section),
});
export type Page = z.infer<typeof page>;
export const pageList = z.array(page);

export const pageQuery = z.object({ page_policy__value: z.string().trim().min(1).max(100) });

export interface MenuLink {
  id: number;
  title: string;
  url: string;
  children: MenuLink[];
}
// Named, so the OpenAPI document can refer to it from inside itself.
export const menuLink: z.ZodType<MenuLink> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      title: z.string(),
      url: z.string(),
      children: z.array(menuLink),
    }),
  )
  .meta({ id: 'MenuLink' });
export const menuList = z.array(menuLink);

/** Page policy values: one page content record per value and language. */
export const PAGE_POLICIES = [
  'navbar',
  'footer',
  'under-maintenance',
  'under-structure',
  'home-page',
  'about-page',
  'blog-page',
  'media-page',
  'portfolio-page',
  'portfolio-single-page',
  'services-page',
  'v1-page',
  'v2-page',
] as const;
export type PagePolicy = (typeof PAGE_POLICIES)[number];

/**
 * Section values per page, each with its component values. A value ending in `*`
 * may repeat (several components with the same value, in order).
 */
export const PAGE_KEYS = {
  navbar: { navbar: ['navbar-app-text', 'navbar-login-text'] },
  footer: {
    footer: [
      'footer-title',
      'footer-link*', // five links: text = label, link = address
      'footer-policy', // text_with_ckeditor
      'footer-rules', // text
    ],
  },
  'under-maintenance': {
    'under-maintenance': ['under-maintenance-title', 'under-maintenance-description'],
  },
  'under-structure': {
    'under-structure': ['under-structure-title', 'under-structure-description'],
  },
  'home-page': {
    'home-header': ['home-header-title', 'home-header-text', 'home-header-banner'],
    'home-slogan': ['home-slogan-banner'], // desktop/phone media + text
    'home-about': [
      'home-about-hint',
      'home-about-title',
      'home-about-feature*', // three: text = title, text_with_ckeditor = description, desktop_media = icon
      'home-about-photo',
    ],
    'home-after-about': [
      'home-after-about-title',
      'home-after-about-description*', // two
      'home-after-about-slogan',
    ],
    'home-banner-services': ['home-banner-services-banner'],
    'home-services': ['home-services-hint', 'home-services-title', 'home-services-more'],
    'home-slogan-services': ['home-slogan-services-banner'],
    'home-blog': ['home-blog-hint', 'home-blog-title', 'home-blog-more'],
    'home-rewards': ['home-rewards-hint', 'home-rewards-title'],
    'home-faq': ['home-faq-hint', 'home-faq-title'],
    'home-contact': ['home-contact-hint', 'home-contact-title', 'home-contact-description'],
  },
  'about-page': {
    'about-header': [
      'about-header-hint',
      'about-header-title',
      'about-header-description',
      'about-header-img-big',
      'about-header-img-md',
      'about-header-img-sm',
    ],
    'about-tasks': [
      'about-tasks-hint',
      'about-tasks-mission',
      'about-tasks-heading*', // paired by position with about-tasks-description
      'about-tasks-description*',
    ],
    'about-directors': ['about-directors-hint', 'about-directors-title'],
    'about-cooperators': [
      'about-cooperators-hint',
      'about-cooperators-title',
      'about-cooperators-img*',
    ],
    'about-our-place': [
      'about-our-place-hint',
      'about-our-place-heading',
      'about-our-place-description',
    ],
  },
  'blog-page': {
    // Texts of the blog screens; the site has its own defaults for each.
    'blog-texts': [
      'search-in-blog',
      'filters',
      'most-visited-blogs',
      'category',
      'most-visited-tags',
      'follow-us',
      'apply-filters',
      'related-blogs-title',
      'read-more',
    ],
  },
  'media-page': {
    'media-header': [
      'media-header-heading',
      'media-header-date',
      'media-header-description',
      'media-header-picture',
    ],
  },
  'portfolio-page': {
    'portfolio-header': [
      'portfolio-header-heading',
      'portfolio-header-date',
      'portfolio-header-description',
      'portfolio-header-picture',
    ],
  },
  'portfolio-single-page': {
    'portfolio-single': [
      'portfolio-single-heading',
      'portfolio-single-date',
      'portfolio-single-profile-picture', // desktop_media = photo, text = name
      'portfolio-single-picture*', // three
      'portfolio-single-detail-heading',
      'portfolio-single-description',
      'portfolio-single-footer-text',
      'portfolio-single-button', // text = 'work with us'
    ],
  },
  'services-page': {
    'services-header': [
      'services-header-hint',
      'services-header-heading',
      'services-header-description',
    ],
  },
  'v1-page': {
    'v1-header': [
      'v1-header-hint',
      'v1-header-heading',
      'v1-header-description',
      'v1-header-picture',
    ],
    'v1-jobs': ['v1-jobs-title'],
  },
  'v2-page': {
    'v2-header': [
      'v2-header-hint',
      'v2-header-heading',
      'v2-header-description',
      'v2-header-picture',
    ],
    'v2-jobs': ['v2-jobs-title'],
  },
} as const satisfies Record<PagePolicy, Record<string, readonly string[]>>;
