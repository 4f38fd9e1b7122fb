import { describe, expect, it, vi } from 'vitest';
import { inIdleTurn } from './idle-turns';

/** A turn that records its start and ends when told to. */
function controlledTurn(name: string, log: string[]) {
  let end = () => undefined as void;
  const turn = () =>
    new Promise<void>((resolve) => {
      log.push(`start ${name}`);
      end = () => {
        log.push(`end ${name}`);
        resolve();
      };
    });
  return { turn, end: () => end() };
}

// Long enough for a few idle periods (turns start when the page is idle).
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000 });

describe('idle turns', () => {
  it('starts a turn only after the one before it has ended', async () => {
    const log: string[] = [];
    const first = controlledTurn('first', log);
    const second = controlledTurn('second', log);
    inIdleTurn(first.turn);
    inIdleTurn(second.turn);
    await settle();
    expect(log).toEqual(['start first']);
    first.end();
    await eventually(() => expect(log).toEqual(['start first', 'end first', 'start second']));
    second.end();
    expect(log).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('drops a cancelled turn that has not started, and goes on after a failed one', async () => {
    const log: string[] = [];
    const blocking = controlledTurn('blocking', log);
    inIdleTurn(blocking.turn);
    const cancel = inIdleTurn(async () => void log.push('cancelled ran'));
    inIdleTurn(async () => {
      log.push('failing');
      throw new Error('chunk failed to load');
    });
    inIdleTurn(async () => void log.push('last'));
    cancel();
    await settle();
    blocking.end();
    await eventually(() =>
      expect(log).toEqual(['start blocking', 'end blocking', 'failing', 'last']),
    );
    await settle();
    expect(log).toEqual(['start blocking', 'end blocking', 'failing', 'last']);
  });
});
