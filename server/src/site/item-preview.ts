// An item's preview (a post, a custom page, a fixed page's texts): its page as visitors
// would see it with a language's draft, rendered by the site's own renderer with the draft
// standing in for the item's answer (preview-drafts.ts), through a signed link that expires
// (modules/studio/posts/preview-link.ts). It is a still picture of the page: the site's
// scripts are left out, so nothing reads what is published over it, and it is never cached
// or indexed.
import type { FastifyInstance } from 'fastify';
import { activeLanguages } from '../modules/studio/site-languages';
import { readPreview } from '../modules/studio/posts/preview-link';
import { insertRenderedPage } from './page-renderer';
import type { PageRenderer } from './page-renderer';
import type { Shells } from './page-frame';
import { previewDraft } from './preview-drafts';

/** The scripts and their preloads: the preview shows the rendered page and runs nothing. */
const withoutScripts = (html: string) =>
  html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('<head>', '<head>\n    <meta name="robots" content="noindex, nofollow">');

export function registerItemPreview(
  app: FastifyInstance,
  render: PageRenderer | undefined,
  shells: Shells,
): void {
  app.get<{ Params: { token: string } }>('/studio/preview/:token', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    const claim = await readPreview(app.db, request.params.token);
    if (claim === 'invalid') return reply.code(404).type('text/plain').send('No such preview.');
    if (claim === 'expired')
      return reply.code(410).type('text/plain').send('This preview link has expired.');
    const languages = await activeLanguages(app.db);
    const language = languages.find((l) => l.value === claim.lang);
    const draft = language && render ? await previewDraft(app.db, claim, languages) : null;
    if (!draft || !language || !render)
      return reply.code(404).type('text/plain').send('No such preview.');
    const rendered = await render(`http://preview.invalid${draft.path}`, draft.answers);
    if (!rendered)
      return reply.code(503).type('text/plain').send('The preview could not be drawn.');
    const shell = shells[language.direction]
      .replace(/<html[^>]*>/, `<html lang="${claim.lang}" dir="${language.direction}">`)
      .replace(/<title[^>]*>[^<]*<\/title>/, (title) =>
        draft.title === undefined ? title : `<title>${escapeText(draft.title)}</title>`,
      );
    return reply
      .type('text/html; charset=utf-8')
      .send(withoutScripts(insertRenderedPage(shell, rendered)));
  });
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
