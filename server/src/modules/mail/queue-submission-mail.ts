// Queues the mails of a new submission, in its transaction: a notification to each address
// the settings name for it, and an acknowledgement to its sender when the settings ask for
// one and the sender gave an e-mail. With mail off, nothing is queued.
import { z } from 'zod';
import type { Db } from '../../db/database';
import { composeAcknowledgement, composeNotification, inboxLink } from './compose-mail';
import type { Submission } from './compose-mail';
import { insertMails } from './mail-queue';
import type { NewMail } from './mail-queue';
import { mailOff, readMailSettings } from './mail-settings';

const senderEmail = z.email();

export async function queueSubmissionMail(
  trx: Db,
  submission: Submission,
  options: { origin: string; senderEmail?: string },
): Promise<void> {
  const settings = await readMailSettings(trx);
  if (mailOff(settings) !== null) return;
  const recipients =
    submission.source === 'contact'
      ? settings.contactRecipients
      : (settings.formRecipients[String(submission.formId)] ?? []);
  const notification = composeNotification(submission, inboxLink(options.origin, submission));
  const mails: NewMail[] = recipients.map((recipient) => ({
    kind: 'notification',
    recipient,
    mail: notification,
  }));
  const sender = senderEmail.safeParse(options.senderEmail?.trim());
  if (settings.acknowledge && sender.success) {
    mails.push({
      kind: 'acknowledgement',
      recipient: sender.data,
      mail: composeAcknowledgement(submission),
    });
  }
  await insertMails(trx, submission, mails);
}

/** The applicant's e-mail: the answer of a field named or typed as one, if it is one. */
export function applicantEmail(
  fields: { field_details: { field_name: string; field_type: string } }[],
  data: Record<string, string>,
): string | undefined {
  for (const field of fields) {
    const { field_name: name, field_type: type } = field.field_details;
    if (type !== 'email' && !/e-?mail/i.test(name)) continue;
    const value = data[name]?.trim();
    if (value && senderEmail.safeParse(value).success) return value;
  }
  return undefined;
}
