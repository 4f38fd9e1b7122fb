// The renderer's reads through the real service (src/render-reads.ts): what a page's last
// render read (the header's menu among them, which waits for the navbar page to name its
// company) is read before its next render, which then renders it once; a guess that no
// longer holds is read but not sent with the page, and an answer the API prepared before is
// read as it is kept.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedState } from '@tests/support/rendered-state';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { API_PREFIX } from '@contract/api-routes';
import { loadPageRenderer } from './page-renderer';

const builtRenderer = fs.existsSync('build/ssr/entry-server.js');

const MENU = '/header-menu/';
const NAVBAR = 'page_policy__value=navbar';

describe.runIf(builtRenderer)("the renderer's reads", () => {
  let t: TestApp;
  /** The renderer's API reads in the order they were asked for and answered. */
  let events: string[] = [];
  /** The reads that went through the API's routes (the page itself is asked for by inject). */
  let requests: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ serveSite: true });
    // The renderer reads a prepared answer as it is kept, and the rest through the service's
    // own inject; each is logged and passed on.
    const peek = t.app.prepared.peek.bind(t.app.prepared);
    t.app.prepared.peek = (url) => {
      const prepared = peek(url);
      if (prepared) events.push(`asked ${url}`, `answered ${url}`);
      return prepared;
    };
    const inject = t.app.inject.bind(t.app) as (options: { url: string }) => Promise<unknown>;
    (t.app as unknown as { inject: typeof inject }).inject = async (options) => {
      events.push(`asked ${options.url}`);
      if (options.url.startsWith(API_PREFIX)) requests.push(options.url);
      const answer = await inject(options);
      events.push(`answered ${options.url}`);
      return answer;
    };
  });
  afterAll(() => t.close());

  const page = async (url: string) => {
    events = [];
    requests = [];
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response as unknown as { body: string };
  };
  const at = (prefix: string, part: string) =>
    events.findIndex((event) => event.startsWith(prefix) && event.includes(part));
  const stateMenuKeys = (state: unknown) =>
    (state as { queries: { queryKey: unknown[] }[] }).queries
      .map((query) => query.queryKey)
      .filter((key) => key[0] === 'headerMenu')
      .map((key) => JSON.stringify(key));
  const menuKeys = (html: string) => stateMenuKeys(renderedState(html));

  it("reads the header's menu before the page's next render, which renders it once", async () => {
    const render = (await loadPageRenderer(t.app, 'build/ssr/entry-server.js'))!;
    events = [];
    const first = await render('http://localhost/en/services?first=1');
    // The menu is found once the navbar page's answer names its company: in a later pass.
    expect(at('asked', MENU)).toBeGreaterThan(at('answered', NAVBAR));
    expect(first!.passes).toBeGreaterThan(1);
    events = [];
    const again = await render('http://localhost/en/services?first=2');
    expect(at('asked', MENU)).toBeGreaterThanOrEqual(0);
    expect(again!.passes).toBe(1);
    expect(stateMenuKeys(again!.state)).toHaveLength(1);
    expect(again!.html).toBe(first!.html);
  });

  it('reads the answers the API prepared before without asking it again', async () => {
    const first = await page('/en/about?kept=1');
    expect(requests.length).toBeGreaterThan(0);
    const again = await page('/en/about?kept=2');
    expect(events.filter((event) => event.startsWith('asked')).length).toBeGreaterThan(0);
    expect(requests).toEqual([]);
    const answers = (html: string) =>
      (
        renderedState(html) as { queries: { queryKey: unknown; state: { data: unknown } }[] }
      ).queries
        .map((query) => JSON.stringify([query.queryKey, query.state.data]))
        .sort();
    expect(answers(again.body)).toEqual(answers(first.body));
  });

  it('sends only the menu the page shows when the guess no longer holds', async () => {
    const navbar = () =>
      t.db.updateTable('pages').where('lang', '=', 'en').where('policy', '=', 'navbar');
    const { company_id: company } = await t.db
      .selectFrom('pages')
      .select('company_id')
      .where('lang', '=', 'en')
      .where('policy', '=', 'navbar')
      .executeTakeFirstOrThrow();
    const before = await page('/en/services?guess=1');
    expect(menuKeys(before.body)).toEqual([`["headerMenu",{"lang":"en","company":${company}}]`]);
    await navbar().set({ company_id: 999 }).execute();
    await t.app.contentChanged();
    try {
      const after = await page('/en/services?guess=2');
      // The old company's menu was asked for with the first reads, and left out of the page.
      expect(at('asked', `${MENU}${company}/`)).toBeGreaterThanOrEqual(0);
      expect(menuKeys(after.body)).toEqual(['["headerMenu",{"lang":"en","company":999}]']);
    } finally {
      await navbar().set({ company_id: company }).execute();
      await t.app.contentChanged();
    }
  });
});
