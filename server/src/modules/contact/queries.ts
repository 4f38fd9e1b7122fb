import type { Kysely } from 'kysely';
import type { ContactMessage } from '@contract/contact';
import type { Database } from '../../db/schema';
import { messageSender } from '../submissions/sender';

export async function insertContactMessage(
  db: Kysely<Database>,
  message: Omit<ContactMessage, 'website'> & { lang: string },
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ ...message, ...messageSender(message), created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
