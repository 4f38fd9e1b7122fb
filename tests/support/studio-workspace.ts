// What a studio browser test starts with: the real site, the accounts its people sign in
// with, a second browser of its own for the person on a wide screen (its own session, beside
// the site's browser), signing in through the studio's screen, a studio call made as one of
// them, and what a visitor's browser shows at a site address.
import { afterAll, beforeAll } from 'vitest';
import type { StudioEndpointName } from '@contract/studio/endpoints';
import type { StudioRole } from '@contract/studio/roles';
import {
  TEST_PASSWORD,
  addTestAccount,
  callStudio,
  signIn as signInThroughApi,
} from '../../server/src/modules/studio/studio-test-client';
import { launchBrowser } from './browser';
import type { Page, TestBrowser } from './browser';
import { withRealSite } from './real-site';
import type { RealSite } from './real-site';
import { SIGN_IN_WORDS, screenHeading, signInToStudio } from './studio-screens';

type StudioCallOptions = Omit<NonNullable<Parameters<typeof callStudio>[2]>, 'session'>;
type StudioAnswer = ReturnType<typeof callStudio>;

export interface StudioPerson {
  role: StudioRole;
  email: string;
  /** The studio's language for this account. */
  language: 'fa' | 'en';
}

export interface StudioWorkspace {
  site: RealSite;
  /** The wide screen's browser, started before the first test. */
  wide: TestBrowser;
  /** A studio screen's address. */
  studio(path: string): string;
  /** Signs in on the studio's (Persian) sign-in screen the page shows. */
  signIn(page: Page, email: string): Promise<void>;
  /** A studio call made as `email`, with a session of its own. */
  call(email: string, name: StudioEndpointName, options?: StudioCallOptions): StudioAnswer;
  /** The first heading a visitor's phone shows at a site address, once it is ready. */
  visitorHeading(address: string): Promise<string | null>;
}

export function withStudioWorkspace(
  people: StudioPerson[],
  options: Parameters<typeof withRealSite>[0] = {},
): StudioWorkspace {
  const site = withRealSite(options);
  const workspace: StudioWorkspace = {
    site,
    wide: undefined as unknown as TestBrowser,
    studio: (path) => `${site.origin}/studio${path}`,
    async signIn(page, email) {
      await screenHeading(page, SIGN_IN_WORDS.fa.heading).waitFor();
      await signInToStudio(page, email, TEST_PASSWORD);
    },
    async call(email, name, callOptions) {
      const session = await signInThroughApi(site.t.app, email);
      return callStudio(site.t.app, name, { session, ...callOptions });
    },
    async visitorHeading(address) {
      const { page } = await site.chromium.newPage(375);
      await page.goto(`${site.origin}${address}`);
      const text = await page.getByRole('heading', { level: 1 }).first().textContent();
      await page.close();
      return text;
    },
  };
  beforeAll(async () => {
    for (const person of people) {
      await addTestAccount(site.t.app, person.role, person.email, person.language);
    }
    workspace.wide = await launchBrowser();
  });
  afterAll(async () => {
    await workspace.wide?.close();
  });
  return workspace;
}
