// True once an element comes within a screen's height of the viewport (and from then on),
// so what it needs can load just before the visitor reaches it. What it brings in (a
// slider, a form) must never make a long task while the page is still coming to life, so
// the change waits for its idle turn and renders as a transition, one element at a time,
// even when several elements come near the screen together.
//
// With `prepare`, that code loads as soon as the element is near, before the change. With
// `onScreen`, the change itself waits until the element is on the screen: for a swap the
// visitor cannot tell apart before using it (a still row becoming a slider), it costs the
// page nothing until the visitor gets there, and by then its code is loaded.
import { startTransition, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { inIdleTurn } from '../hydration/idle-turns';
import { whenIdle } from '../hydration/when-idle';
import { whenReached } from './when-reached';

type Options = {
  /** Loads the element's code; a stable (module-level) function. */
  prepare?: () => Promise<unknown>;
  onScreen?: boolean;
};

const nothingToPrepare = () => Promise.resolve();
const WITHIN_A_SCREEN = '100% 0px';
const ON_SCREEN = '0px';

export function useNearScreen(
  ref: RefObject<Element | null>,
  { prepare = nothingToPrepare, onScreen = false }: Options = {},
): boolean {
  const [near, setNear] = useState(false);
  const committed = useRef<(() => void) | null>(null);

  // The turn ends when the change has committed, so the next element's starts after it.
  useEffect(() => {
    if (!near) return;
    committed.current?.();
    committed.current = null;
  }, [near]);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let alive = true;
    let cancelTurn = () => undefined as void;
    const stopPreparing = whenReached(element, WITHIN_A_SCREEN, () => {
      // Loading fails offline before the service worker has the file; the change then
      // tries again in its turn.
      prepare().catch(() => undefined);
    });
    const stopWatching = whenReached(element, onScreen ? ON_SCREEN : WITHIN_A_SCREEN, () => {
      cancelTurn = inIdleTurn(async () => {
        await prepare();
        await new Promise<void>((resolve) => whenIdle(resolve));
        if (!alive) return;
        await new Promise<void>((resolve) => {
          committed.current = resolve;
          startTransition(() => setNear(true));
        });
      });
    });
    return () => {
      alive = false;
      stopPreparing();
      stopWatching();
      cancelTurn();
      // Gone while its turn runs: let the next turn go.
      committed.current?.();
      committed.current = null;
    };
  }, [ref, near, prepare, onScreen]);
  return near;
}
