// A part of a page that, on a page the service rendered, comes to life in its own turn.
// While the page is hydrated, each part stays as the service's HTML (readable, its links
// plain links) until the parts before it have come to life; then React hydrates it alone,
// in a commit of its own, and the next part's turn starts in a later task. Hydrating the
// whole page at once commits it in one piece, a task far over what a phone can run
// without delaying a tap; taken part by part, every task stays short.
//
// Rendered anywhere else (on the service, or in the browser after a navigation) a part is
// just its children. Under the hood it is a Suspense boundary whose content waits, only
// while hydrating, on a promise that opens its turn: React keeps a boundary that waits
// during hydration as it came from the service, and hydrates it when the promise settles.
import { Suspense, use, useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { RENDERED_STATE_ID } from './rendered-state';
import { whenIdle } from './when-idle';

/** A promise React's `use` reads at once when it is already settled. */
type Turn = Promise<void> & { status?: 'fulfilled'; value?: undefined };

interface Waiting {
  turn: Turn;
  open(): void;
}

/** Turns by part (its `useId`, the same in every render of the same part). */
const turns = new Map<string, Waiting>();
const queue: Waiting[] = [];
/** A part whose turn has opened and that has not committed yet. */
let current: Waiting | undefined;
const whenAllTaken: (() => void)[] = [];

/**
 * Once no part waits: parts inside a part that just came to life ask for their turn in the
 * render that follows, before the browser is next idle, so only an idle moment with no
 * part waiting means the page is all alive.
 */
function settleWhenIdle(): void {
  whenIdle(() => {
    if (current || queue.length > 0) return;
    for (const done of whenAllTaken.splice(0)) done();
  });
}

function openNext(): void {
  if (current) return;
  const next = queue.shift();
  if (!next) {
    settleWhenIdle();
    return;
  }
  current = next;
  // A task of its own: the commit before it and this hydration never share one.
  setTimeout(next.open, 0);
}

/**
 * True from the start in a browser showing a page the service rendered, until every part
 * has come to life. A module value rather than React state: a part whose own state
 * changed while it waits would get new children, and React renders such a part anew in
 * the browser, dropping the service's HTML, instead of hydrating it.
 */
let hydrating =
  typeof document !== 'undefined' && document.getElementById(RENDERED_STATE_ID) !== null;

/** Resolves once every part of the page has come to life (at once when none waits). */
export function allPartsAlive(): Promise<void> {
  return new Promise<void>((resolve) => {
    whenAllTaken.push(resolve);
    settleWhenIdle();
  }).then(() => {
    hydrating = false;
  });
}

function turnOf(id: string): Turn {
  const known = turns.get(id);
  if (known) return known.turn;
  let open = () => undefined as void;
  const turn: Turn = new Promise<void>((resolve) => {
    open = () => {
      turn.status = 'fulfilled';
      turn.value = undefined;
      resolve();
    };
  });
  const waiting = { turn, open };
  turns.set(id, waiting);
  queue.push(waiting);
  openNext();
  return turn;
}

/**
 * Opens a waiting part's turn at once. A part whose parent renders again before its turn
 * gets new children, and React would render it anew rather than hydrate it; with its turn
 * open it hydrates right then instead.
 */
function openNow(id: string): void {
  const waiting = turns.get(id);
  if (!waiting || waiting.turn.status === 'fulfilled') return;
  const index = queue.indexOf(waiting);
  if (index >= 0) queue.splice(index, 1);
  waiting.open();
}

/** Called once a part has committed: the next part's turn may start. */
function committed(id: string): void {
  const waiting = turns.get(id);
  if (!waiting || waiting !== current) return;
  current = undefined;
  openNext();
}

function WaitForTurn({ id, children }: { id: string; children: ReactNode }) {
  use(turnOf(id) as Promise<void>);
  useEffect(() => committed(id), [id]);
  return children;
}

export function InTurn({ children }: { children: ReactNode }) {
  const id = useId();
  const rendered = useRef(false);
  useEffect(() => {
    rendered.current = true;
  }, []);
  // eslint-disable-next-line react-hooks/refs -- the turn must be open before this render's children are read
  if (rendered.current) openNow(id);
  // Hydrating, or a part that waited for its turn then: the same component from then on,
  // so the part is never mounted again.
  const waits = hydrating || turns.has(id);
  return (
    <Suspense fallback={null}>
      {waits ? <WaitForTurn id={id}>{children}</WaitForTurn> : children}
    </Suspense>
  );
}
