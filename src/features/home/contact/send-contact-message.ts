// POST /contact-us/v1/: one message, with an Idempotency-Key made when the visitor pressed
// send, so a repeated delivery never stores a second copy.
import { SENDS } from '@contract/api-routes';
import type { ContactMessageInput } from '@contract/contact';
import { contactReceipt } from '@contract/contact';
import { toApiError } from '@shared/api/api-client';
import { http } from '@shared/api/http-client';

export async function sendContactMessage(
  message: ContactMessageInput,
  lang: string,
  idempotencyKey: string,
) {
  try {
    const { data } = await http.post(SENDS.contactMessage.route, message, {
      params: { lang },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return contactReceipt.parse(data);
  } catch (error) {
    throw toApiError(error);
  }
}
