// The home page's contact form. Its code (react-hook-form, the zod contract, the outbox)
// is not part of the page's first load: it comes to life when the visitor comes near the
// form, reaches it first (focus, pointer) or opens the page at #contact. Until then the
// page shows the still form: the same markup without behaviour.
//
// A still form rather than an empty box of the form's height: the service renders it, so
// the form is there to read as soon as the page paints (and at #contact), not after the
// scripts; the browser's first render is that same still form, so hydration matches the
// service's HTML; the two share one layout, so the swap moves nothing; and a visitor who
// starts typing before the code arrives keeps the text and the focus (still-form-trace.ts).
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { LiveLater } from '@shared/hydration/live-later';
import { useHydrated } from '@shared/hydration/use-hydrated';
import type { StillFormTrace } from './still-form-trace';
import { StillContactForm } from './still-contact-form';

const loadLiveContactForm = () =>
  import('./live-contact-form').then((module) => module.LiveContactForm);

export function ContactForm() {
  const trace = useRef<StillFormTrace>({ form: null, focused: null });
  const { hash } = useLocation();
  // Not while hydrating: the service never sees the hash, and the first render in the
  // browser must match its HTML.
  const openedHere = useHydrated() && hash === '#contact';
  return (
    <LiveLater
      still={StillContactForm}
      live={loadLiveContactForm}
      props={{ trace }}
      now={openedHere}
    />
  );
}
