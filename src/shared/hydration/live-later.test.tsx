// The still version is what renders first; the live one takes over only once its code is
// here, when the visitor reaches the part or the page asks for it now; a load that fails
// keeps the still version. (Coming near the screen is tested in Chromium:
// tests/e2e/deferred-code.test.ts.)
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveLater } from './live-later';

const Still = ({ label }: { label: string }) => <button type="button">still {label}</button>;
const Live = ({ label }: { label: string }) => <button type="button">live {label}</button>;

/** A loader the test resolves or rejects by hand. */
function handLoader() {
  let settle = { resolve: () => undefined as void, reject: () => undefined as void };
  const load = () =>
    new Promise<typeof Live>((resolve, reject) => {
      settle = { resolve: () => resolve(Live), reject: () => reject(new Error('offline')) };
    });
  return { load, settle: () => settle };
}

describe('LiveLater', () => {
  afterEach(cleanup);

  it('shows the still version until the visitor reaches it and its code is here', async () => {
    const { load, settle } = handLoader();
    render(<LiveLater still={Still} live={load} props={{ label: 'a' }} />);
    expect(screen.getByRole('button').textContent).toBe('still a');

    fireEvent.focus(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('still a');
    await act(async () => settle().resolve());
    expect(screen.getByRole('button').textContent).toBe('live a');
  });

  it('comes to life at once when asked to, without the visitor reaching it', async () => {
    const { load, settle } = handLoader();
    const { rerender } = render(<LiveLater still={Still} live={load} props={{ label: 'b' }} />);
    rerender(<LiveLater still={Still} live={load} props={{ label: 'b' }} now />);
    await act(async () => settle().resolve());
    expect(screen.getByRole('button').textContent).toBe('live b');
  });

  it('keeps the still version when the code cannot load', async () => {
    const { load, settle } = handLoader();
    render(<LiveLater still={Still} live={load} props={{ label: 'c' }} />);
    fireEvent.pointerEnter(screen.getByRole('button').parentElement!);
    await act(async () => settle().reject());
    expect(screen.getByRole('button').textContent).toBe('still c');
  });
});
