// HTML from the content service, sanitized before it reaches the page. While a page the
// service rendered is hydrated, its HTML (sanitized on the service) stays as it is: React
// leaves an element's inner HTML alone when hydrating, so the element is given none and
// the sanitizer need not load. New HTML waits for the sanitizer.
import { use, useState } from 'react';
import { useHydrated } from '../hydration/use-hydrated';
import { loadSanitizer, loadedSanitizer } from './html-sanitizer';

export function SafeHtml({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const hydrated = useHydrated();
  // The HTML this element was hydrated with (none for one made in the browser).
  const [serverHtml] = useState(hydrated ? undefined : html);
  if (!html) return null;
  const sanitize = loadedSanitizer();
  if (!sanitize && html === serverHtml)
    return (
      <div
        className={className}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  return (
    <div
      className={className}
      dangerouslySetInnerHTML={{ __html: (sanitize ?? use(loadSanitizer()))(html) }}
    />
  );
}
