// The first schema: content per language (translations share an id), links between
// posts and their groups and tags, and what visitors submit.
import type { CreateTableBuilder, Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function contentTable(
  db: AnyDb,
  name: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: (builder: CreateTableBuilder<string, any>) => CreateTableBuilder<string, any>,
): Promise<void> {
  await columns(
    db.schema
      .createTable(name)
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint(`${name}_pk`, ['id', 'lang'])
    .execute();
}

/** An auto-numbered key: `serial` on PostgreSQL, `integer primary key` on SQLite. */
function autoId(db: AnyDb) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? sql`serial` : sql`integer`;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('languages')
    .addColumn('value', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await contentTable(db, 'companies', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('favicon', 'text', (c) => c.notNull())
      .addColumn('logo', 'text', (c) => c.notNull())
      .addColumn('home_logo', 'text', (c) => c.notNull())
      .addColumn('app_icon_text', 'text', (c) => c.notNull())
      .addColumn('app_url', 'text', (c) => c.notNull())
      .addColumn('app_logo', 'text', (c) => c.notNull())
      .addColumn('login_icon_text', 'text', (c) => c.notNull())
      .addColumn('login_url', 'text', (c) => c.notNull())
      .addColumn('login_logo', 'text', (c) => c.notNull())
      .addColumn('meta_tags', 'text', (c) => c.notNull())
      .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('under_structure', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull()),
  );

  await contentTable(db, 'pages', (t) =>
    t
      .addColumn('policy', 'text', (c) => c.notNull())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('sections', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull()),
  );
  await db.schema
    .createIndex('pages_policy_lang')
    .on('pages')
    .columns(['policy', 'lang'])
    .unique()
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('menus_pk', ['company_id', 'lang'])
    .execute();

  await db.schema
    .createTable('social_links')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await contentTable(db, 'directors', (t) =>
    t
      .addColumn('fa_first_name', 'text', (c) => c.notNull())
      .addColumn('fa_last_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('photo', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  );

  await contentTable(db, 'blog_posts', (t) =>
    t
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('short_description', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('visited', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('banner', 'text', (c) => c.notNull())
      .addColumn('gallery', 'text', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull()),
  );
  await db.schema
    .createIndex('blog_posts_lang_created')
    .on('blog_posts')
    .columns(['lang', 'created_at'])
    .execute();

  await contentTable(db, 'blog_groups', (t) => t.addColumn('title', 'text', (c) => c.notNull()));
  await contentTable(db, 'blog_tags', (t) => t.addColumn('title', 'text', (c) => c.notNull()));

  for (const [table, column] of [
    ['blog_post_groups', 'group_id'],
    ['blog_post_tags', 'tag_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('post_id', 'integer', (c) => c.notNull())
      .addColumn(column, 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['post_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
  }

  await contentTable(db, 'custom_pages', (t) =>
    t
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull()),
  );

  await contentTable(db, 'custom_forms', (t) =>
    t
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('sub_title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('conditions_title', 'text', (c) => c.notNull())
      .addColumn('conditions', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('footer_banner', 'text', (c) => c.notNull())
      .addColumn('sending_button_text', 'text', (c) => c.notNull())
      .addColumn('form_fields', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull()),
  );

  await contentTable(db, 'services', (t) =>
    t
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('banner', 'text', (c) => c.notNull())
      .addColumn('items', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull()),
  );

  await contentTable(db, 'faqs', (t) =>
    t
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull()),
  );

  await contentTable(db, 'licences', (t) =>
    t
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  );

  await contentTable(db, 'media_items', (t) =>
    t
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('desktop_banner', 'text', (c) => c.notNull())
      .addColumn('phone_banner', 'text', (c) => c.notNull())
      .addColumn('file', 'text', (c) => c.notNull())
      .addColumn('visited', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull()),
  );

  await contentTable(db, 'portfolio_items', (t) =>
    t
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('short_description', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('banner', 'text', (c) => c.notNull())
      .addColumn('visited', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull()),
  );

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', autoId(db), (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', autoId(db), (c) => c.primaryKey())
    .addColumn('custom_form_id', 'integer', (c) => c.notNull())
    .addColumn('submitted_data', 'text', (c) => c.notNull())
    .addColumn('file_path', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'form_submissions',
    'contact_messages',
    'portfolio_items',
    'media_items',
    'licences',
    'faqs',
    'services',
    'custom_forms',
    'custom_pages',
    'blog_post_tags',
    'blog_post_groups',
    'blog_tags',
    'blog_groups',
    'blog_posts',
    'directors',
    'social_links',
    'menus',
    'pages',
    'companies',
    'languages',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
