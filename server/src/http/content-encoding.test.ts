// Which compression an answer gets: the one the client prefers by its q-values, never one
// it refused (q=0), for prepared API answers, static files and rendered pages alike.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

const CASES: [string, string | undefined][] = [
  ['br, gzip', 'br'],
  ['gzip, br', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['br;q=0.5, gzip;q=0.8', 'gzip'],
  ['br;q=0.9, gzip;q=0.8', 'br'],
  ['BR;Q=0, GZIP', 'gzip'],
  ['br;q=0, gzip;q=0', undefined],
  ['br;q=0, gzip;q=0, identity', undefined],
  ['*', 'br'],
  ['gzip;q=1.5, br;q=abc', undefined],
  ['gzip ; q=0.3 , br ; q = 0.2', 'gzip'],
  ['br;q=0, *', 'gzip'],
  ['*;q=0, gzip', 'gzip'],
  ['gzip;q=0, *;q=0.5', 'br'],
  ['brotli, xgzip', undefined],
  ['identity', undefined],
];

const asset = fs.existsSync('dist/assets')
  ? fs
      .readdirSync('dist/assets')
      .find((name) => name.endsWith('.js') && fs.statSync(`dist/assets/${name}`).size > 2048)
  : undefined;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ serveSite: asset !== undefined });
});
afterAll(() => t.close());

const encodingOf = async (url: string, accept: string) =>
  (await t.app.inject({ url, headers: { 'accept-encoding': accept } })).headers['content-encoding'];

describe('content encoding by q-values', () => {
  it.each(CASES)('a prepared API answer for %j is %s', async (accept, expected) => {
    expect(await encodingOf('/cms/content/v1/Blog/?lang=en', accept)).toBe(expected);
  });

  it.runIf(asset).each(CASES)('a static file for %j is %s', async (accept, expected) => {
    expect(await encodingOf(`/assets/${asset}`, accept)).toBe(expected);
  });

  it.runIf(asset).each(CASES)('a rendered page for %j is %s', async (accept, expected) => {
    expect(await encodingOf('/en/about', accept)).toBe(expected);
  });
});
