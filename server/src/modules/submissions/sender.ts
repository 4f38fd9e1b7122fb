// Who sent a submission, as the inbox lists, searches and erases by: a name and an e-mail
// (lowercased), and every value folded for search the way the site's search folds text.
import { normalizeForSearch } from '../blog/search-text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Sender {
  sender_name: string;
  sender_email: string;
  search_text: string;
}

/** A contact message's sender. */
export function messageSender(message: {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  message: string;
}): Sender {
  const name = `${message.first_name} ${message.last_name}`.trim();
  return {
    sender_name: name,
    sender_email: message.email.trim().toLowerCase(),
    search_text: normalizeForSearch(
      `${name} ${message.email} ${message.phone_number} ${message.message}`,
    ),
  };
}

/**
 * An application's sender, from its answers: the first answer named like a name (else the
 * first answer), and the first answer that is an e-mail address.
 */
export function applicationSender(data: Record<string, unknown>): Sender {
  const values = Object.entries(data).flatMap(([key, value]) =>
    typeof value === 'string' && value.trim() !== '' ? [[key, value.trim()] as const] : [],
  );
  const email = values.find(([, value]) => EMAIL.test(value))?.[1] ?? '';
  const name = values.find(([key]) => /name/i.test(key))?.[1] ?? values[0]?.[1] ?? '';
  return {
    sender_name: name,
    sender_email: email.toLowerCase(),
    search_text: normalizeForSearch(values.map(([, value]) => value).join(' ')),
  };
}
