// The home page's contact form. Its code (react-hook-form, the zod contract, the outbox)
// is not part of the page's first load: it loads when the visitor comes near the form,
// opens the page at #contact or tabs into the section (use-contact-form-wanted.ts), as
// CardCarousel does for Swiper. Until then the page shows the still form: the same markup
// without behaviour.
//
// A still form rather than an empty box of the form's height: the service renders it, so
// the form is there to read as soon as the page paints (and at #contact), not after the
// scripts; the browser's first render is that same still form, so hydration matches the
// service's HTML; the two share one layout, so the swap moves nothing; and a visitor who
// starts typing before the code arrives keeps the text and the focus.
import { Suspense, lazy, useDeferredValue, useRef } from 'react';
import type { StillFormTrace } from './still-form-trace';
import { StillContactForm } from './still-contact-form';

const LiveContactForm = lazy(() =>
  import('./live-contact-form').then(
    (module) => ({ default: module.LiveContactForm }),
    // A failed load (offline before the service worker had the file) keeps the still
    // form rather than failing the page.
    () => ({ default: StillContactForm }),
  ),
);

export function ContactForm({ live }: { live: boolean }) {
  const trace = useRef<StillFormTrace>({ form: null, focused: null });
  // Deferred, so while the code loads React keeps the still form that is on the page (its
  // fields, their text, the focus) instead of showing the fallback, then swaps in one go.
  const showLive = useDeferredValue(live);
  return (
    <Suspense fallback={<StillContactForm trace={trace} />}>
      {showLive ? <LiveContactForm trace={trace} /> : <StillContactForm trace={trace} />}
    </Suspense>
  );
}
