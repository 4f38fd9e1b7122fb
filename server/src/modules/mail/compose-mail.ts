// Composes a queued mail's subject, plain text and HTML. The notification carries no
// personal data: what arrived (a contact message, or an application and its form's title)
// and a link into the studio's inbox. The acknowledgement is in the sender's language,
// its HTML marked right-to-left for Persian and Arabic.
import { escapeHtml } from '../../site/render-head';
import { NOTIFICATION, acknowledgementIn } from './mail-texts';

/** What a mail is about: a contact message, or an application to a form. */
export type Submission =
  | { source: 'contact'; id: number; lang: string }
  | { source: 'application'; id: number; lang: string; formId: number; formTitle: string };

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  lang: string;
}

/** The inbox address of a submission in the studio. */
export function inboxLink(origin: string, submission: Submission): string {
  const box = submission.source === 'contact' ? 'messages' : 'applications';
  return `${origin.replace(/\/+$/, '')}/studio/inbox/${box}/${submission.id}`;
}

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

const page = (lang: string, dir: 'rtl' | 'ltr', body: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"></head><body>${body}</body></html>`;

export function composeNotification(submission: Submission, link: string): ComposedMail {
  const contact = submission.source === 'contact';
  const fa = contact ? NOTIFICATION.fa.contact : NOTIFICATION.fa.application(submission.formTitle);
  const en = contact ? NOTIFICATION.en.contact : NOTIFICATION.en.application(submission.formTitle);
  const anchor = `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return {
    subject: contact
      ? NOTIFICATION.contactSubject(submission.id)
      : NOTIFICATION.applicationSubject(submission.id, submission.formTitle),
    text: `${fa}\n${link}\n\n${en}\n${link}\n`,
    html: page(
      'fa',
      'rtl',
      `<div dir="rtl" lang="fa">${paragraphs([fa])}${anchor}</div>` +
        `<div dir="ltr" lang="en">${paragraphs([en])}${anchor}</div>`,
    ),
    lang: 'fa',
  };
}

export function composeAcknowledgement(submission: Submission): ComposedMail {
  const { lang, words } = acknowledgementIn(submission.lang);
  const contact = submission.source === 'contact';
  const lines = [words.greeting, contact ? words.contact : words.application(submission.formTitle)];
  return {
    subject: contact ? words.contactSubject : words.applicationSubject,
    text: `${lines.join('\n')}\n`,
    html: page(lang, words.dir, paragraphs(lines)),
    lang,
  };
}
