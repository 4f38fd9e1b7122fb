// Raises the browser's offer to install the site the way Chromium raises it (a cancelable
// `beforeinstallprompt` whose prompt the page calls), since headless Chromium offers it
// only when it decides to. The offer is accepted when prompted.
import type { Page } from 'playwright-core';

export async function raiseInstallOffer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
}

/** Whether the page has asked the raised offer to prompt the visitor. */
export function installPrompted(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { installPrompted?: boolean }).installPrompted === true,
  );
}
