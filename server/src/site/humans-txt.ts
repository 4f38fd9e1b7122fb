// /humans.txt (humanstxt.org), which every page's head links as its author: the airline's
// people from its directors, and the site's contact, languages and make, in plain text,
// read from the company's records in English when the site has it.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { withLanguage } from '@contract/site-addresses';
import { absoluteUrl } from '@contract/absolute-url';
import { listCompanies } from '../modules/company/queries';
import { listDirectors } from '../modules/directors/queries';
import { listActiveLanguages } from '../modules/languages/queries';

/** The language of the file: English, a reader's likeliest, or the site's own. */
const PREFERRED_LANGUAGE = 'en';

export async function humansTxt(app: FastifyInstance, origin: string): Promise<string> {
  const languages = await listActiveLanguages(app.db);
  const lang = languages.some((l) => l.value === PREFERRED_LANGUAGE)
    ? PREFERRED_LANGUAGE
    : DEFAULT_LANGUAGE;
  const [[company], directors] = await Promise.all([
    listCompanies(app.db, lang),
    listDirectors(app.db, lang),
  ]);
  const field = (name: string, value: string | undefined) =>
    value ? [`    ${name}: ${oneLine(value)}`] : [];
  const team = directors.flatMap((person, index) => [
    ...(index > 0 ? [''] : []),
    ...field('Name', `${person.fa_first_name} ${person.fa_last_name}`),
    ...field('Role', person.description),
  ]);
  const lines = [
    '/* TEAM */',
    ...field('Company', company?.name),
    ...(team.length > 0 ? ['', ...team] : []),
    '',
    '/* SITE */',
    ...field('Site', absoluteUrl(origin, withLanguage(lang, '/'))),
    ...field('Contact', company?.email),
    ...field('Phone', company?.phone_number),
    ...field('Location', company?.address),
    ...field('Language', languages.map((l) => l.name).join(', ')),
    ...field('Standards', 'HTML, CSS, JavaScript; an installable web app that works offline'),
    ...field('Software', 'React, TanStack Query, Tailwind CSS, Fastify, Kysely'),
  ];
  return `${lines.join('\n')}\n`;
}

/** A value on one line of the file, whatever an editor wrote. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
