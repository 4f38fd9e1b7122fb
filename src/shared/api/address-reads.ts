// The reads a page's address decides (the post its slug names, a list's first page with the
// filters in its query), which its route module may export as `addressReads`. The service's
// renderer reads them, and what the page's last render read, before it renders the page
// (entry-server.tsx): a page whose reads are all answered is rendered once, where finding a
// read in a render and answering it costs another render of the whole page.
import type { QueryClient } from '@tanstack/react-query';

/** An address as a page's reads depend on it. */
export interface PageAddress {
  /** The page's language (the address's prefix, or the default). */
  lang: string;
  /** The parts of the path its route's pattern names (a post's `slug`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** Starts the reads an address decides in `client`; each promise settles with its answer. */
export type AddressReads = (client: QueryClient, address: PageAddress) => Promise<void>[];
