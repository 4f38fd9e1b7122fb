// Resolves `lang` once per request. A code that is not an active language answers in
// the default language rather than failing, so a visitor with a stale stored choice
// still sees the site; `Content-Language` says which language answered.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { listActiveLanguages } from '../modules/languages/queries';

export class ActiveLanguages {
  private codes = new Set<string>([DEFAULT_LANGUAGE]);

  async reload(app: FastifyInstance): Promise<void> {
    const rows = await listActiveLanguages(app.db);
    this.codes = new Set(rows.map((row) => row.value));
  }

  resolve(requested: unknown): string {
    const code = typeof requested === 'string' ? requested.trim().toLowerCase() : '';
    return this.codes.has(code) ? code : DEFAULT_LANGUAGE;
  }

  list(): string[] {
    return [...this.codes];
  }
}

export function installRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.lang = app.languages.resolve(query?.lang);
    reply.header('content-language', request.lang);
  });
}
