// Runs tasks one at a time, each starting in its own idle period and only after the one
// before it has finished. Several sliders coming near the screen together would otherwise
// be mounted in one long task; taken in turns, each mount is a short task of its own.
import { whenIdle } from './when-idle';

/** A task resolves once its work is done (for a React update: once it has committed). */
type Turn = () => Promise<void>;

const waiting: Turn[] = [];
let busy = false;

function next(): void {
  const turn = waiting.shift();
  if (!turn) {
    busy = false;
    return;
  }
  busy = true;
  whenIdle(() => {
    // A failed turn must not stop the ones after it.
    turn()
      .catch(() => undefined)
      .finally(next);
  });
}

/** Queues a task for its turn. Returns a cancel that drops it if it has not started yet. */
export function inIdleTurn(turn: Turn): () => void {
  waiting.push(turn);
  if (!busy) next();
  return () => {
    const index = waiting.indexOf(turn);
    if (index >= 0) waiting.splice(index, 1);
  };
}
