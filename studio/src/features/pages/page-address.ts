// Where visitors find a language of a custom page: /page/<address>, under the language's
// prefix for languages other than Persian (/en/page/<address>).
import { withLanguage } from '@contract/site-addresses';
import { recordPath } from '@contract/site-pages';

export const pageAddress = (lang: string, path: string) =>
  withLanguage(lang, recordPath.customPage(path));
