// What search engines ask of a job posting and an organization's address that the first
// schema did not keep: when a job closes and its employment type (schema.org's values,
// such as FULL_TIME), and the company's town, postal code and country.
import type { Kysely } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('custom_forms').addColumn('closes_at', 'text').execute();
  await db.schema.alterTable('custom_forms').addColumn('employment_type', 'text').execute();
  await db.schema.alterTable('companies').addColumn('address_locality', 'text').execute();
  await db.schema.alterTable('companies').addColumn('postal_code', 'text').execute();
  await db.schema.alterTable('companies').addColumn('address_country', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('address_country').execute();
  await db.schema.alterTable('companies').dropColumn('postal_code').execute();
  await db.schema.alterTable('companies').dropColumn('address_locality').execute();
  await db.schema.alterTable('custom_forms').dropColumn('employment_type').execute();
  await db.schema.alterTable('custom_forms').dropColumn('closes_at').execute();
}
