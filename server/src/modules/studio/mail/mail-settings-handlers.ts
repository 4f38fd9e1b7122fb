// The owner's mail settings: read (the password never leaves the service) and saved, the
// save and its audit line in one transaction. Addresses per form name forms that exist.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import {
  mailOff,
  mailSettingsAnswer,
  readMailSettings,
  writeMailSettings,
} from '../../mail/mail-settings';
import type { StoredMailSettings } from '../../mail/mail-settings';
import { recordAudit } from '../audit';
import { fieldRefused } from '../refusals';
import type { StudioHandlers } from '../routes';

export type MailSettingsEndpoint = 'mailSettings' | 'saveMailSettings';

const actorOf = (request: FastifyRequest) => {
  const account = request.studio.session!.account;
  return { id: account.id, email: account.email };
};

async function refuseUnknownForms(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await db
    .selectFrom('custom_forms')
    .select('id')
    .distinct()
    .where('id', 'in', ids.map(Number))
    .execute();
  if (known.length < ids.length) throw fieldRefused('formRecipients', 'unknownForm');
}

/** The audit line's subject: where mail goes, never the password. */
function describe(settings: StoredMailSettings): string {
  const off = mailOff(settings);
  if (off) return `off (${off})`;
  const forms = Object.keys(settings.formRecipients).length;
  return `${settings.host}:${settings.port} ${settings.tls}, from ${settings.from}, ${settings.contactRecipients.length} contact, ${forms} form(s)${settings.acknowledge ? ', acknowledgements' : ''}`;
}

export const mailSettingsHandlers = {
  mailSettings: async ({ app }) => mailSettingsAnswer(await readMailSettings(app.db)),

  async saveMailSettings({ app, request, body }) {
    await refuseUnknownForms(app.db, Object.keys(body.formRecipients));
    const saved = await app.db.transaction().execute(async (trx) => {
      const settings = await writeMailSettings(trx, body);
      await recordAudit(trx, {
        action: 'mailSettingsChanged',
        actor: actorOf(request),
        subject: describe(settings),
        address: request.studio.address,
      });
      return settings;
    });
    return mailSettingsAnswer(saved);
  },
} satisfies Pick<StudioHandlers, MailSettingsEndpoint>;
