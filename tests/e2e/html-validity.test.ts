// Every server-rendered page, in every language, through the W3C Nu HTML Checker: no
// errors. Pages are read as the service sends them (head and first screen).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHtml } from '../support/nu-html-checker';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

const ORIGIN = 'https://parvaz.example';
/** Posts, jobs and custom pages by id-only address; the service sends each to its slug. */
const PAGES = [
  '/',
  '/about',
  '/blog-list',
  '/blog-list/3',
  '/services',
  '/media',
  '/portfolio',
  '/portfolio-single',
  '/v',
  '/vv',
  '/forms/1/apply',
  '/page/privacy-policy',
  '/no/such/page',
];
const PREFIXES = { fa: '', en: '/en', ar: '/ar' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ serveSite: true, env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => t.close());

async function pageAt(url: string): Promise<{ status: number; html: string }> {
  let response = await t.app.inject({ method: 'GET', url });
  if (response.statusCode === 301) {
    response = await t.app.inject({ method: 'GET', url: response.headers.location as string });
  }
  return { status: response.statusCode, html: response.body };
}

describe('HTML validity', () => {
  it('has no W3C Nu HTML Checker errors on any page in fa, en and ar', async () => {
    const documents: Record<string, string> = {};
    for (const [lang, prefix] of Object.entries(PREFIXES)) {
      for (const page of PAGES) {
        const url = `${prefix}${page}`;
        const { status, html } = await pageAt(url);
        expect(status, url).toBe(page === '/no/such/page' ? 404 : 200);
        expect(html, url).toMatch(new RegExp(`<html lang="${lang}"`));
        documents[url] = html;
      }
    }
    const report = await checkHtml(documents, { errorsOnly: true });
    const errors = Object.entries(report).flatMap(([url, messages]) =>
      messages.map((m) => `${url}:${m.lastLine ?? '?'} ${m.message} ${m.extract ?? ''}`.trim()),
    );
    expect(errors).toEqual([]);
  });

  it('serves a favicon.ico holding the app icon', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    const ico = response.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), then at least one image.
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
  });
});
