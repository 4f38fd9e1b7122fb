// A part of a page that is shown at once and brought to life later: the page (and the
// service) renders its still version, the same markup without behaviour, and the live
// version's code loads only when the visitor comes near it. The swap waits for that code,
// then happens in an idle turn as one commit, so the page never shows a fallback, never
// makes a long task while it comes to life, and parts further down cost nothing until
// the visitor gets there. A visitor who reaches the part first (focus, pointer) or a page
// opened at it (`now`) brings it to life as soon as the code is here. Where the code cannot
// load (offline before the service worker has it), the still version stays.
import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { useNearScreen } from '../ui/use-near-screen';

/** Loads the live version; a module-level function, so every render passes the same one. */
export type LoadLive<P> = () => Promise<ComponentType<P>>;

interface Props<P> {
  /** Shown until the live version takes over; takes the same props. */
  still: ComponentType<P>;
  live: LoadLive<P>;
  props: P;
  /**
   * 'near' (within a screen of the viewport) or 'on-screen': when the swap happens. The
   * code loads near the screen either way; 'on-screen' suits a swap the visitor cannot
   * tell apart before using it, which then costs the page nothing until it is seen.
   */
  when?: 'near' | 'on-screen';
  /** Bring it to life now, wherever it is (the page was opened at it). */
  now?: boolean;
  className?: string;
}

/** Live versions by loader, once loaded (each a ComponentType of its loader's props). */
const loaded = new WeakMap<object, unknown>();
/** One stable preparing function per loader (useNearScreen runs again when it changes). */
const preparers = new WeakMap<object, () => Promise<void>>();

function preparerOf<P>(live: LoadLive<P>): () => Promise<void> {
  let prepare = preparers.get(live);
  if (!prepare) {
    prepare = () =>
      live().then((component) => {
        loaded.set(live, component);
      });
    preparers.set(live, prepare);
  }
  return prepare;
}

export function LiveLater<P extends object>({
  still: Still,
  live,
  props,
  when = 'near',
  now = false,
  className,
}: Props<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const prepare = preparerOf(live);
  const near = useNearScreen(ref, { prepare, onScreen: when === 'on-screen' });
  const [reached, setReached] = useState(false);
  const reach = () => {
    if (!reached) prepare().then(() => setReached(true), ignoreFailedLoad);
  };
  useEffect(() => {
    if (now) prepare().then(() => setReached(true), ignoreFailedLoad);
  }, [now, prepare]);

  const Live = loaded.get(live) as ComponentType<P> | undefined;
  return (
    <div ref={ref} className={className} onFocusCapture={reach} onPointerEnter={reach}>
      {(near || reached) && Live ? <Live {...props} /> : <Still {...props} />}
    </div>
  );
}

/** A load that failed keeps the still version; the next approach tries again. */
const ignoreFailedLoad = () => undefined;
