// The sanitizer for HTML from the content service: DOMPurify, which needs a DOM (the
// browser's own, or on the service one the page renderer supplies). In the browser it
// loads with the first answer read from the network (see api-client.ts), not with a page
// the service rendered: that page's HTML was sanitized on the service already.
type Sanitize = (html: string) => string;

let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** The renderer on the service brings its own DOMPurify instance. */
export function setHtmlSanitizer(next: Sanitize): void {
  sanitize = next;
}

/** The sanitizer when it is loaded. */
export function loadedSanitizer(): Sanitize | undefined {
  return sanitize;
}

/** Loads the sanitizer once; the same promise every time (React's `use` needs that). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= sanitize
    ? Promise.resolve(sanitize)
    : import('dompurify').then(({ default: DOMPurify }) => {
        sanitize ??= (html) => DOMPurify.sanitize(html);
        return sanitize;
      });
  return loading;
}
