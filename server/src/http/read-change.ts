// A change that forgets by what was read, for content other than posts (a custom page, a
// page's sections): the prepared answers it changes, the pages whose first screen read one
// of them, and the pages (with their frames) it shows at, for example a page at an address
// the change moved. What reads nothing changed stays.
export interface ReadChange {
  kind: 'reads';
  /** The change as other instances are told of it (cluster/content-messages.ts). */
  message: ReadChangeMessage;
  /** Whether the API answer at `url` (path and query) may read differently after it. */
  changesRead(url: string): boolean;
  /** Whether the page at `pageUrl` (absolute) is itself the changed content's page. */
  changesPage(pageUrl: string): boolean;
}

/** An API read's path (without a trailing slash) and its query. */
export function readParts(url: string): { path: string; query: URLSearchParams } {
  const [path = '', search = ''] = url.split('?');
  return { path: path.replace(/\/$/, ''), query: new URLSearchParams(search) };
}

/** A change other than a post's, as data: what rebuilds it on another instance. */
export type ReadChangeMessage =
  | { kind: 'customPage'; languages: string[]; paths: string[] }
  | { kind: 'sections'; policy: string; languages: string[] };
