// A page's frame: everything of its answer but the first screen. That is its status,
// language and the app shell with its head written in (title, description, canonical,
// hreflang, JSON-LD), or where it redirects, or that it is a language's feed. A frame
// depends on the page's path alone, never on its query (a search, a page of the list), so
// the page cache keeps one per path: a page asked for with a new query is rendered, not
// described again. On PostgreSQL a frame's 6–10 reads took 5–20 ms beside each render.
import type { FastifyInstance } from 'fastify';
import type { Company } from '@contract/company';
import { DEFAULT_LANGUAGE, directionIn } from '@contract/site-languages';
import { splitLanguage, withLanguage } from '@contract/site-addresses';
import { absoluteUrl } from '@contract/absolute-url';
import { listCompanies } from '../modules/company/queries';
import { listActiveLanguages } from '../modules/languages/queries';
import { describePage } from './describe-page';
import type { DescribedPage } from './describe-page';
import type { NotFoundHead } from './page-renderer';
import { fillShell } from './render-head';
import { matchSitePage } from './site-pages';
import type { SitePage } from './site-pages';
import { structuredData } from './structured-data';

/** The app shell for each direction of writing. */
export type Shells = Record<'ltr' | 'rtl', string>;

export type PageFrame =
  | { kind: 'feed'; language: string }
  | {
      kind: 'redirect';
      language: string;
      status: 301 | 302;
      location: string;
      /** Whether the request's query goes along (to the same page at its right address). */
      keepsQuery: boolean;
    }
  | {
      kind: 'page';
      language: string;
      status: number;
      /** The shell with the page's head in it, its root still empty. */
      shell: string;
      /** The post a view of this page counts a visit to (a post's page). */
      viewOf?: number;
    };

/** What a frame holds in memory, near enough to bound the page cache by. */
export const frameBytes = (frame: PageFrame) => (frame.kind === 'page' ? frame.shell.length : 0);

export interface FrameSource {
  app: FastifyInstance;
  shells: Shells;
  notFoundHead: NotFoundHead | undefined;
}

/** The frame of the page at `pathname` (with its language prefix) as seen from `origin`. */
export async function readPageFrame(
  { app, shells, notFoundHead }: FrameSource,
  origin: string,
  pathname: string,
): Promise<PageFrame> {
  const languages = await listActiveLanguages(app.db);
  const codes = languages.map((l) => l.value);
  const split = splitLanguage(pathname, codes);
  const lang = split.lang ?? DEFAULT_LANGUAGE;
  if (split.path === '/feed.xml') return { kind: 'feed', language: lang };

  const page = matchSitePage(split.path);
  if (page.kind === 'redirect-home') {
    const location = withLanguage(lang, '/');
    return { kind: 'redirect', language: lang, status: 302, location, keepsQuery: false };
  }
  const dir = directionIn(languages, lang);
  const shell = shells[dir];
  const [company] = await listCompanies(app.db, lang);
  const description = await describePage(app.db, lang, page, company);
  if (!description) {
    // The not-found screen in the address's language, inside the site's frame; a page
    // whose read fails (a removed post) is left to the browser's error screen.
    const texts = await notFoundHead?.(lang);
    const filled = fillShell(shell, {
      origin,
      lang,
      dir,
      company,
      page: { path: split.path, type: 'website', ...texts, missing: true },
    });
    return { kind: 'page', language: lang, status: 404, shell: filled };
  }
  // An old or mistyped slug: send the visitor (and the crawler) to the page's address,
  // which is written percent-encoded (recordPath); the two are compared decoded, as the
  // same address may come with more or fewer characters encoded.
  const requested = decodeURIComponent(split.path.replace(/\/+$/, '') || '/');
  if (requested !== decodeURIComponent(description.path)) {
    const location = withLanguage(lang, description.path);
    return { kind: 'redirect', language: lang, status: 301, location, keepsQuery: true };
  }

  const [alternates, jsonLd] = await Promise.all([
    alternatesOf(app, codes, { lang, page, description, company, origin }),
    company ? structuredData({ db: app.db, lang, origin, company, page, description }) : [],
  ]);
  const filled = fillShell(shell, {
    origin,
    lang,
    dir,
    company,
    page: description,
    alternates,
    jsonLd,
  });
  return {
    kind: 'page',
    language: lang,
    // Every page shows only the maintenance notice meanwhile: a temporary outage, not content.
    status: company?.maintenance ? 503 : 200,
    shell: filled,
    ...(page.kind === 'post' && { viewOf: page.id }),
  };
}

/** The page's address in each language it exists in, read at once. */
async function alternatesOf(
  app: FastifyInstance,
  codes: string[],
  shown: {
    lang: string;
    page: SitePage;
    description: DescribedPage;
    company: Company | undefined;
    origin: string;
  },
): Promise<Record<string, string>> {
  const { lang, page, description, company, origin } = shown;
  const described = await Promise.all(
    codes.map((code) => (code === lang ? description : describePage(app.db, code, page, company))),
  );
  const alternates: Record<string, string> = {};
  codes.forEach((code, index) => {
    const other = described[index];
    if (other) alternates[code] = absoluteUrl(origin, withLanguage(code, other.path));
  });
  return alternates;
}
