// Sends one queued mail over SMTP with nodemailer. Its Message-ID is made from the row (id
// and a random token kept with it), so an attempt repeated after a lost answer carries the
// same one. Each step of the conversation is bounded well within the claim's lease.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { ClaimedMail } from './claim-mail';
import type { StoredMailSettings } from './mail-settings';

export type MailTransport = Transporter;

export function openTransport(settings: StoredMailSettings, leaseMs: number): MailTransport {
  const stepMs = Math.max(500, Math.min(30_000, Math.floor(leaseMs / 4)));
  return nodemailer.createTransport({
    host: settings.host.replace(/^\[(.*)\]$/, '$1'),
    port: settings.port,
    secure: settings.tls === 'tls',
    requireTLS: settings.tls === 'starttls',
    ignoreTLS: settings.tls === 'none',
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
    connectionTimeout: stepMs,
    greetingTimeout: stepMs,
    socketTimeout: stepMs,
  });
}

export function messageIdOf(mail: Pick<ClaimedMail, 'id' | 'token'>, from: string): string {
  const domain = from.split('@')[1] || 'parvaz.invalid';
  return `<mail-${mail.id}.${mail.token}@${domain}>`;
}

export async function sendClaimed(
  transport: MailTransport,
  settings: StoredMailSettings,
  mail: ClaimedMail,
): Promise<void> {
  await transport.sendMail({
    from: settings.from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body,
    messageId: messageIdOf(mail, settings.from),
    headers: { 'Auto-Submitted': 'auto-generated' },
  });
}
