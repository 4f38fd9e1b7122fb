// What the studio's browser tests share: its sign-in form in either language, a screen's
// heading, axe with nothing to report, and the console errors that are faults.
import { expect } from 'vitest';
import { accessibilityViolations } from './axe';
import type { Page } from './browser';

/** The sign-in screen's words: Persian until a signed-in account chose English. */
export const SIGN_IN_WORDS = {
  fa: { heading: 'ورود به استودیو', email: 'ایمیل', password: 'گذرواژه', submit: 'ورود' },
  en: {
    heading: 'Sign in to the studio',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
  },
};

export async function signInToStudio(
  page: Page,
  email: string,
  password: string,
  words = SIGN_IN_WORDS.fa,
): Promise<void> {
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
}

/** The screen's heading, the document's one h1. */
export const screenHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

export async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/**
 * Console errors that are faults. Chromium logs every refused request as a failed resource,
 * also those the screens word (`worded`: 401 before signing in, 412 for a stale save, …), and,
 * with `offline`, the requests a test makes fail by cutting the network.
 */
export function consoleFaults(
  consoleErrors: string[],
  worded: number[],
  options: { offline?: boolean } = {},
): string[] {
  return consoleErrors.filter(
    (text) =>
      !worded.some((status) => text.includes(`status of ${status} `)) &&
      !(options.offline && /ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(text)),
  );
}
