// Brings an element to the middle of the screen and waits until it stops moving. Cards off
// the screen keep an estimated height until they near it (content-visibility), so a scroll
// moves what is below them once they are laid out, a few frames later: Playwright's own
// check (two frames alike) can pass before that, and its click then lands where the element
// was. A visitor taps what has come to rest.
import type { Locator } from 'playwright-core';

const QUIET_MS = 250;
const GIVE_UP_MS = 10_000;

export async function settledInView(element: Locator): Promise<void> {
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  let last = '';
  let since = Date.now();
  const started = since;
  while (Date.now() - started < GIVE_UP_MS) {
    const box = JSON.stringify(await element.boundingBox());
    if (box !== last) [last, since] = [box, Date.now()];
    else if (Date.now() - since >= QUIET_MS) return;
    await element.page().waitForTimeout(50);
  }
  throw new Error(`still moving after ${GIVE_UP_MS} ms: ${last}`);
}
