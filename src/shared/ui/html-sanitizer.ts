// The sanitizer for HTML from the content service. DOMPurify needs a DOM: the browser's
// own, or on the service one the page renderer supplies (the same library either way, so
// the service's HTML and the browser's first render agree).
import DOMPurify from 'dompurify';

type Sanitize = (html: string) => string;

let sanitize: Sanitize = (html) => DOMPurify.sanitize(html);

export function setHtmlSanitizer(next: Sanitize): void {
  sanitize = next;
}

export function sanitizeHtml(html: string): string {
  return sanitize(html);
}
