// HTML from the content service, sanitized before it reaches the page.
import { sanitizeHtml } from './html-sanitizer';

export function SafeHtml({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
