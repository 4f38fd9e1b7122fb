// A post's preview: its page as visitors would see it with a language's draft, rendered by
// the site's own renderer with the draft standing in for the post's answer, through a
// signed link that expires (modules/studio/posts/preview-link.ts). It is a still picture
// of the page: the site's scripts are left out, so nothing reads the published post over
// it, and it is never cached or indexed.
import type { FastifyInstance } from 'fastify';
import type { BlogPost } from '@contract/blog';
import { READS, API_PREFIX } from '@contract/api-routes';
import { withLanguage } from '@contract/site-addresses';
import { recordPath } from '@contract/site-pages';
import { findPost } from '../modules/blog/queries';
import { activeLanguages } from '../modules/studio/site-languages';
import { readPostState } from '../modules/studio/posts/post-drafts';
import { readPreview } from '../modules/studio/posts/preview-link';
import { picturesFor } from '../modules/studio/posts/publish-post';
import { insertRenderedPage } from './page-renderer';
import type { PageRenderer } from './page-renderer';
import type { Shells } from './page-frame';

const POST_READ = `${API_PREFIX}${READS.post.route}`;

/** The scripts and their preloads: the preview shows the rendered page and runs nothing. */
const withoutScripts = (html: string) =>
  html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('<head>', '<head>\n    <meta name="robots" content="noindex, nofollow">');

export function registerPostPreview(
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
    const state = await readPostState(app.db, claim.id);
    const draft = state?.drafts.get(claim.lang);
    const languages = await activeLanguages(app.db);
    const language = languages.find((l) => l.value === claim.lang);
    if (!state || !draft || !language || !render)
      return reply.code(404).type('text/plain').send('No such preview.');

    // What visitors see of the post (its labels), with the draft's words and the pictures
    // it will show once published.
    const pictures = await picturesFor(app.db, claim.id, claim.lang, state.item.shared);
    let shown: BlogPost | undefined = await findPost(app.db, claim.lang, claim.id);
    for (const other of languages) shown ??= await findPost(app.db, other.value, claim.id);
    const answer: BlogPost = {
      id: claim.id,
      created_at: state.item.createdAt,
      visited: 0,
      banner: { desktop_banner: '', phone_banner: '' },
      tags: [],
      group: [],
      gallery: [],
      ...shown,
      ...(pictures && {
        banner: JSON.parse(pictures.banner) as BlogPost['banner'],
        gallery: JSON.parse(pictures.gallery) as BlogPost['gallery'],
      }),
      updated_at: state.item.updatedAt,
      is_featured: state.item.shared.featured,
      title: draft.fields.title,
      short_description: draft.fields.shortDescription,
      body: draft.fields.body,
    };
    const postRead = POST_READ.replace(':id', String(claim.id));
    const path = withLanguage(claim.lang, recordPath.blogPost(claim.id, draft.fields.title));
    const rendered = await render(`http://preview.invalid${path}`, (apiUrl) =>
      apiUrl.startsWith(`${postRead}?`) &&
      new URLSearchParams(apiUrl.split('?')[1]).get('lang') === claim.lang
        ? answer
        : undefined,
    );
    if (!rendered)
      return reply.code(503).type('text/plain').send('The preview could not be drawn.');
    const shell = shells[language.direction]
      .replace(/<html[^>]*>/, `<html lang="${claim.lang}" dir="${language.direction}">`)
      .replace(/<title[^>]*>[^<]*<\/title>/, `<title>${escapeText(draft.fields.title)}</title>`);
    return reply
      .type('text/html; charset=utf-8')
      .send(withoutScripts(insertRenderedPage(shell, rendered)));
  });
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
