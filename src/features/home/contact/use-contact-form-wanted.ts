// When the home contact form's code should load: the section comes within a screen of the
// viewport, the page is opened at #contact, or the focus enters the section (a keyboard
// visitor tabbing in; the focus scrolls it into view too, but the observer answers later).
import { useState } from 'react';
import type { FocusEventHandler, RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '@shared/hydration/use-hydrated';
import { useNearScreen } from '@shared/ui/use-near-screen';

export function useContactFormWanted(section: RefObject<HTMLElement | null>): {
  wanted: boolean;
  onFocusCapture: FocusEventHandler;
} {
  const near = useNearScreen(section);
  const [focused, setFocused] = useState(false);
  const { hash } = useLocation();
  // Not while hydrating: the service never sees the hash, and the first render in the
  // browser must match its HTML.
  const opened = useHydrated() && hash === '#contact';
  return { wanted: near || focused || opened, onFocusCapture: () => setFocused(true) };
}
