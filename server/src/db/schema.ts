// Table types for Kysely. The same schema runs on SQLite and PostgreSQL, so it keeps to
// types both store alike: booleans are 0/1 integers, times are ISO-8601 text (which
// sorts correctly as text), and nested documents are JSON text the queries read with readJsonColumn.
import type { Generated } from 'kysely';

/** JSON text; the repository reads it with readJsonColumn and the column's contract schema. */
export type JsonText = string;
/** 0 or 1. */
export type Flag = number;
/** ISO-8601 date-time text, UTC. */
export type IsoTime = string;

export interface LanguagesTable {
  value: string;
  name: string;
  label: string;
  direction: 'rtl' | 'ltr';
  status: 'active' | 'inactive';
  position: number;
}

export interface CompaniesTable {
  id: number;
  lang: string;
  name: string;
  description: string;
  favicon: string;
  logo: string;
  home_logo: string;
  app_icon_text: string;
  app_url: string;
  app_logo: string;
  login_icon_text: string;
  login_url: string;
  login_logo: string;
  /** [{key, content, type, media}] */
  meta_tags: JsonText;
  maintenance: Flag;
  under_structure: Flag;
  phone_number: string;
  email: string;
  address: string;
  /** Parts of the postal address for search engines (not in the API's company record). */
  address_locality: string | null;
  postal_code: string | null;
  /** ISO 3166-1 alpha-2. */
  address_country: string | null;
}

/** Page content (navbar, footer, home-page, ...) per page policy value and language. */
export interface PagesTable {
  id: number;
  lang: string;
  policy: string;
  company_id: number;
  /** [{value, title, order, components: [...]}] */
  sections: JsonText;
  updated_at: IsoTime;
}

export interface MenusTable {
  company_id: number;
  lang: string;
  /** [{id, title, url, children: [...]}] */
  items: JsonText;
}

export interface SocialLinksTable {
  id: number;
  name: string;
  url: string;
  position: number;
}

export interface DirectorsTable {
  id: number;
  lang: string;
  fa_first_name: string;
  fa_last_name: string;
  description: string;
  /** [{desktop_banner, phone_banner}] */
  photo: JsonText;
  position: number;
}

export interface BlogPostsTable {
  id: number;
  lang: string;
  title: string;
  short_description: string;
  body: string;
  created_at: IsoTime;
  updated_at: IsoTime;
  is_featured: Flag;
  /** {desktop_banner, phone_banner} */
  banner: JsonText;
  /** [{photo_file, title}] */
  gallery: JsonText;
  /** Title, short description and text of the body, folded by normalizeForSearch. */
  search_text: string;
}

/**
 * How often each post was read in each language (migration 0017): a row for every post,
 * made with it, apart from the post's own row so that counting a visit writes a few bytes.
 */
export interface BlogPostVisitsTable {
  post_id: number;
  lang: string;
  visited: Generated<number>;
}

export interface BlogGroupsTable {
  id: number;
  lang: string;
  title: string;
}

export interface BlogTagsTable {
  id: number;
  lang: string;
  title: string;
  /**
   * How often the tag's posts in its language were read, kept by triggers (migration 0005);
   * a bigint, so PostgreSQL reads it as a string.
   */
  visits: Generated<number | string>;
}

/** Links hold across languages: a post's translations share its id and its groups. */
export interface BlogPostGroupsTable {
  post_id: number;
  group_id: number;
}

export interface BlogPostTagsTable {
  post_id: number;
  tag_id: number;
}

export interface CustomPagesTable {
  id: number;
  lang: string;
  path: string;
  title: string;
  body: string;
  updated_at: IsoTime;
}

/** Admin-defined forms; the careers pages list them as jobs. */
export interface CustomFormsTable {
  id: number;
  lang: string;
  title: string;
  sub_title: string;
  description: string;
  conditions_title: string;
  conditions: string;
  /** [{id, title}] */
  tags: JsonText;
  /** {desktop_media, phone_media} or null */
  footer_banner: JsonText;
  sending_button_text: string;
  /** When applications close (ISO date-time), for search engines; not in the API. */
  closes_at: string | null;
  /** schema.org's employment type (FULL_TIME, PART_TIME, ...); not in the API. */
  employment_type: string | null;
  /** [{id, is_required, choices, order, field_details: {...}}] */
  form_fields: JsonText;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ServicesTable {
  id: number;
  lang: string;
  title: string;
  description: string;
  /** {desktop_banner, phone_banner} */
  banner: JsonText;
  /** ["...", ...] */
  items: JsonText;
  position: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface FaqsTable {
  id: number;
  lang: string;
  question: string;
  answer: string;
  created_at: IsoTime;
}

export interface LicencesTable {
  id: number;
  lang: string;
  type: string;
  title: string;
  /** {desktop_media, phone_media} */
  image: JsonText;
  position: number;
}

export interface MediaItemsTable {
  id: number;
  lang: string;
  type: 'PODCAST' | 'REELS' | 'DOCUMENTARY' | 'GALLERY';
  title: string;
  description: string;
  desktop_banner: string;
  phone_banner: string;
  /** The item's own media (a video or audio address), empty when it has none. */
  file: string;
  visited: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface PortfolioItemsTable {
  id: number;
  lang: string;
  type: 'PODCAST' | 'REELS' | 'DOCUMENTARY' | 'GALLERY';
  title: string;
  short_description: string;
  description: string;
  /** {desktop_banner, phone_banner} */
  banner: JsonText;
  visited: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  message: string;
  lang: string;
  created_at: IsoTime;
  /** The inbox's review of it (migration 0025). */
  status: Generated<SubmissionStatus>;
  assignee_id: number | null;
  read_at: IsoTime | null;
  /** Moved to the trash (by retention or a reviewer); deleted for good later. */
  trashed_at: IsoTime | null;
  /** Who sent it, for the list, the search and erasure: a name, an e-mail lowercased. */
  sender_name: Generated<string>;
  sender_email: Generated<string>;
  /** Every sent value, folded for search (blog/search-text.ts). */
  search_text: Generated<string>;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  custom_form_id: number;
  /** {field_name: value} */
  submitted_data: JsonText;
  /** Generated name under the uploads folder, or null without a file. */
  file_path: string | null;
  /** The visitor's own file name, kept for display only. */
  file_name: string | null;
  file_size: number | null;
  lang: string;
  created_at: IsoTime;
  /** The form's fields as they were when it was sent ([{name, type, label}]); null before. */
  form_fields: JsonText | null;
  /** The inbox's review of it (migration 0025). */
  status: Generated<SubmissionStatus>;
  assignee_id: number | null;
  read_at: IsoTime | null;
  /** Moved to the trash (by retention or a reviewer); deleted for good later. */
  trashed_at: IsoTime | null;
  /** Who sent it, for the list, the search and erasure: a name, an e-mail lowercased. */
  sender_name: Generated<string>;
  sender_email: Generated<string>;
  /** Every sent value, folded for search (blog/search-text.ts). */
  search_text: Generated<string>;
}

/** First answers to requests that carried an Idempotency-Key, replayed on a repeat. */
export interface IdempotencyKeysTable {
  key: string;
  scope: string;
  request_hash: string;
  status_code: number;
  /** The first answer's body, {id}; empty while its claim is in progress. */
  response_body: JsonText;
  created_at: IsoTime;
}

export interface StudioAccountsTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: 'owner' | 'editor' | 'reviewer';
  language: 'fa' | 'en';
  /** Argon2id, in its PHC string form. */
  password_hash: string;
  suspended: Generated<Flag>;
  created_at: IsoTime;
}

export interface StudioSessionsTable {
  /** SHA-256 (hex) of the cookie's secret. */
  secret_hash: string;
  /** What the account's session list names it by. */
  public_id: string;
  account_id: number;
  csrf_token: string;
  created_at: IsoTime;
  last_seen_at: IsoTime;
  /** The absolute end, whatever the activity. */
  expires_at: IsoTime;
  user_agent: string;
  address: string;
}

export interface StudioSignInFailuresTable {
  id: Generated<number>;
  /** `email:<address given>` or `address:<client address>`. */
  key: string;
  failed_at: IsoTime;
}

export interface StudioSetupTokensTable {
  token_hash: string;
  expires_at: IsoTime;
}

export interface StudioAuditTable {
  id: Generated<number>;
  at: IsoTime;
  action: string;
  actor_id: number | null;
  /** The actor's e-mail when it acted, kept if the account goes. */
  actor: string | null;
  subject: string | null;
  address: string;
}

/** An item the studio has opened (kind 'post', ...): what all its languages share. */
export interface StudioItemsTable {
  kind: string;
  id: number;
  /** Moves on with every write; the ETag an If-Match names. */
  version: number;
  source_lang: string;
  /** The kind's shared fields (a post's groups, tags, featured flag). */
  shared: JsonText;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** An item's draft in one language. */
export interface StudioItemLanguagesTable {
  kind: string;
  id: number;
  lang: string;
  /** {field: value}, as the studio edits them. */
  fields: JsonText;
  /** {field: the revision it last changed in}. */
  field_revisions: JsonText;
  /** {field: the source language's revision of it when this translation was saved}. */
  translated_from: JsonText;
  updated_at: IsoTime;
}

export interface StudioRevisionsTable {
  id: Generated<number>;
  kind: string;
  item_id: number;
  lang: string;
  at: IsoTime;
  account_id: number | null;
  author: string | null;
  /** The language's whole fields after the save. */
  fields: JsonText;
  /** The names of the fields the save changed. */
  changed: JsonText;
}

export interface StudioKeysTable {
  name: string;
  /** 256 random bits, base64url. */
  value: string;
}

/** An image or video of the studio's media library; its files are named after `name`. */
export interface StudioMediaTable {
  id: Generated<number>;
  name: string;
  kind: 'image' | 'video';
  format: string;
  original_name: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** {lang: alt text}. */
  alt: JsonText;
  created_at: IsoTime;
  created_by: number | null;
}

/** A studio item (kind 'post', ...) that shows a media item, in its draft or published. */
export interface StudioMediaUsesTable {
  media_id: number;
  item_kind: string;
  item_id: number;
}

/** An item withdrawn from visitors in one language (their offline copies follow). */
export type SubmissionStatus =
  'new' | 'inReview' | 'shortlisted' | 'rejected' | 'archived' | 'spam';

/** A reviewer's note on a submission (`box`: messages or applications). */
export interface SubmissionNotesTable {
  id: Generated<number>;
  box: string;
  submission_id: number;
  at: IsoTime;
  author: string | null;
  text: string;
}

/** Who changed what of a submission: its status, assignee, or its place in the trash. */
export interface SubmissionEventsTable {
  id: Generated<number>;
  box: string;
  submission_id: number;
  at: IsoTime;
  author: string | null;
  what: string;
  from_value: string | null;
  to_value: string | null;
}

/** How long a box's submissions stay (`box`: messages, or form:<id>); null: for ever. */
export interface SubmissionRetentionTable {
  box: string;
  trash_after_days: number | null;
  delete_after_days: number | null;
}

/** A job every instance may run, claimed by one at a time by moving its next run on. */
export interface ServiceSchedulesTable {
  name: string;
  next_run_at: IsoTime;
  last_run_at: IsoTime | null;
}

/** An address a custom page had before, which sends visitors to its address now. */
export interface CustomPagePathsTable {
  path: string;
  page_id: number;
}

export interface ContentWithdrawalsTable {
  id: Generated<number>;
  kind: 'post' | 'page';
  item_id: number;
  lang: string;
  at: IsoTime;
}

/** A setting of the service kept in the database (`mail`: the mail settings), as JSON. */
export interface ServiceSettingsTable {
  name: string;
  value: JsonText;
  updated_at: IsoTime;
}

/** A mail to send (modules/mail): composed when queued, claimed with a lease to send. */
export interface MailQueueTable {
  id: Generated<number>;
  kind: 'notification' | 'acknowledgement';
  /** What it is about: a contact message or an application, by id. */
  source: 'contact' | 'application';
  source_id: number;
  recipient: string;
  lang: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Random, with the id it makes the mail's Message-ID, the same on every attempt. */
  token: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  /** When it may be tried (again). */
  due_at: IsoTime;
  /** While sending: when the claim runs out and another instance may take it. */
  lease_until: IsoTime | null;
  /** The claim's own random name, so only its holder marks the outcome. */
  claim: string | null;
  last_error: string | null;
  created_at: IsoTime;
  sent_at: IsoTime | null;
}

export interface Database {
  languages: LanguagesTable;
  companies: CompaniesTable;
  pages: PagesTable;
  menus: MenusTable;
  social_links: SocialLinksTable;
  directors: DirectorsTable;
  blog_posts: BlogPostsTable;
  blog_post_visits: BlogPostVisitsTable;
  blog_groups: BlogGroupsTable;
  blog_tags: BlogTagsTable;
  blog_post_groups: BlogPostGroupsTable;
  blog_post_tags: BlogPostTagsTable;
  custom_pages: CustomPagesTable;
  custom_forms: CustomFormsTable;
  services: ServicesTable;
  faqs: FaqsTable;
  licences: LicencesTable;
  media_items: MediaItemsTable;
  portfolio_items: PortfolioItemsTable;
  contact_messages: ContactMessagesTable;
  form_submissions: FormSubmissionsTable;
  idempotency_keys: IdempotencyKeysTable;
  studio_accounts: StudioAccountsTable;
  studio_sessions: StudioSessionsTable;
  studio_sign_in_failures: StudioSignInFailuresTable;
  studio_setup_tokens: StudioSetupTokensTable;
  studio_audit: StudioAuditTable;
  studio_items: StudioItemsTable;
  studio_item_languages: StudioItemLanguagesTable;
  studio_revisions: StudioRevisionsTable;
  studio_keys: StudioKeysTable;
  studio_media: StudioMediaTable;
  studio_media_uses: StudioMediaUsesTable;
  content_withdrawals: ContentWithdrawalsTable;
  custom_page_paths: CustomPagePathsTable;
  submission_notes: SubmissionNotesTable;
  submission_events: SubmissionEventsTable;
  submission_retention: SubmissionRetentionTable;
  service_schedules: ServiceSchedulesTable;
  service_settings: ServiceSettingsTable;
  mail_queue: MailQueueTable;
}
