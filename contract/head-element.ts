// One element of a page's head as plain values (contract/page-head.ts), which the service
// writes as HTML and the SPA renders with React.
export interface HeadElement {
  element: 'title' | 'meta' | 'link' | 'script';
  /** Attributes with a value; empty ones are left out. */
  attributes: Record<string, string>;
  text?: string;
  /** 'shell' for what every page of the site carries, 'page' for what describes this one. */
  scope: 'shell' | 'page';
}

/** An element with only the attributes that have a value. */
export function headElement(
  name: HeadElement['element'],
  scope: HeadElement['scope'],
  attributes: Record<string, string | undefined>,
  text?: string,
): HeadElement {
  const present = Object.entries(attributes).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  return { element: name, attributes: Object.fromEntries(present), text, scope };
}
