// What a page is about, as its screen tells the SPA and the service reads it from the
// database: the one input of its document head (contract/page-head.ts).
export interface PageMeta {
  /** The canonical path without language prefix (a post's slug as its title gives it). */
  path?: string;
  /** The page's own title; the head adds the company name. */
  title?: string;
  description?: string;
  /** Address of the image shown when the page is shared. */
  image?: string;
  type?: 'website' | 'article';
  published?: string;
  modified?: string;
  /** The address is no page (a not-found screen): search engines are asked not to index it. */
  missing?: boolean;
}
