// The shape of the demo content files in server/content/. A translatable text is either
// one string for every language or an object with one string per language; an item exists
// in the languages its title (or question) is written in.
import { z } from 'zod';

export const localized = z.union([z.string(), z.record(z.string(), z.string())]);
export type Localized = z.infer<typeof localized>;
const localizedList = z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]);
const image = z
  .string()
  .regex(/^(video:)?[a-z0-9-]+$/, 'an image name such as blog-1, or video:cabin-tour');
const time = z.iso.datetime();

export const languagesFile = z.array(
  z.object({
    value: z.string(),
    name: z.string(),
    label: z.string(),
    direction: z.enum(['rtl', 'ltr']),
    status: z.enum(['active', 'inactive']),
  }),
);

export const socialLinksFile = z.array(z.object({ name: z.string(), url: z.url() }));

export const companyFile = z.object({
  id: z.number().int(),
  name: localized,
  description: localized,
  favicon: z.string(),
  logo: image,
  home_logo: image,
  app_icon_text: localized,
  app_url: z.url(),
  app_logo: image,
  login_icon_text: localized,
  login_url: z.url(),
  login_logo: image,
  maintenance: z.boolean(),
  under_structure: z.boolean(),
  phone_number: z.string(),
  email: z.email(),
  address: localized,
  address_locality: localized,
  postal_code: z.string(),
  address_country: z.string().regex(/^[A-Z]{2}$/),
  meta_tags: z.array(
    z.object({
      key: z.string(),
      content: localized,
      // The site skips any other type (with a warning in the visitor's console), so the
      // content refuses it rather than send it with every page.
      type: z.enum(['og', 'meta', 'link']),
      media: z.string().nullable().default(null),
    }),
  ),
});

interface MenuEntry {
  id: number;
  title: Localized;
  url: string;
  children?: MenuEntry[];
}
const menuEntry: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: localized,
    url: z.string(),
    children: z.array(menuEntry).optional(),
  }),
);
export const menuFile = z.array(menuEntry);

export const pageFile = z.object({
  sections: z.array(
    z.object({
      value: z.string(),
      order: z.number().int(),
      title: localized.default(''),
      components: z.array(
        z.object({
          value: z.string(),
          text: localized.nullable().default(null),
          html: localized.nullable().default(null),
          link: localized.nullable().default(null),
          media: image.nullable().default(null),
          phone_media: image.nullable().default(null),
        }),
      ),
    }),
  ),
});

const labels = z.array(z.object({ id: z.number().int(), title: localized }));

/** A post of blog.json, or a line of blog-posts.jsonl. */
export const blogPostEntry = z.object({
  id: z.number().int(),
  created_at: time,
  visited: z.number().int().min(0),
  featured: z.boolean().default(false),
  banner: image,
  gallery: z.array(z.object({ photo: image, title: localized })).default([]),
  groups: z.array(z.number().int()),
  tags: z.array(z.number().int()),
  title: localized,
  short: localized,
  body: localized,
});
export type BlogPostEntry = z.output<typeof blogPostEntry>;

export const blogFile = z.object({ groups: labels, tags: labels, posts: z.array(blogPostEntry) });

export const directorsFile = z.array(
  z.object({
    id: z.number().int(),
    first_name: localized,
    last_name: localized,
    description: localized,
    photo: image,
  }),
);

export const servicesFile = z.array(
  z.object({
    id: z.number().int(),
    created_at: time,
    banner: image,
    title: localized,
    description: localized,
    items: localizedList,
  }),
);

export const faqFile = z.array(
  z.object({ id: z.number().int(), created_at: time, question: localized, answer: localized }),
);

export const licencesFile = z.array(
  z.object({ id: z.number().int(), type: z.string(), image, title: localized }),
);

const mediaType = z.enum(['PODCAST', 'REELS', 'DOCUMENTARY', 'GALLERY']);
export const mediaFile = z.array(
  z.object({
    id: z.number().int(),
    type: mediaType,
    banner: image,
    file: image.nullable().default(null),
    visited: z.number().int().min(0),
    created_at: time,
    title: localized,
    description: localized.default(''),
  }),
);

export const portfolioFile = z.array(
  z.object({
    id: z.number().int(),
    type: mediaType,
    banner: image,
    visited: z.number().int().min(0),
    created_at: time,
    title: localized,
    short_description: localized,
    description: localized,
  }),
);

export const formsFile = z.array(
  z.object({
    id: z.number().int(),
    created_at: time,
    updated_at: time,
    footer_banner: image.nullable().default(null),
    tags: labels,
    title: localized,
    sub_title: localized,
    description: localized,
    conditions_title: localized,
    conditions: localized,
    sending_button_text: localized,
    closes_at: time,
    employment_type: z.enum([
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'TEMPORARY',
      'INTERN',
      'VOLUNTEER',
      'PER_DIEM',
      'OTHER',
    ]),
    fields: z.array(
      z.object({
        id: z.number().int(),
        name: z.string().regex(/^[a-z_]+$/),
        type: z.enum(['text', 'textarea', 'select', 'file']),
        required: z.boolean(),
        label: localized,
        placeholder: localized.nullable().default(null),
        choices: localized.nullable().default(null),
      }),
    ),
  }),
);

export const customPagesFile = z.array(
  z.object({ id: z.number().int(), path: z.string(), title: localized, body: localized }),
);
