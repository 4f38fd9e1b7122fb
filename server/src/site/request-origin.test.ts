// Absolute addresses (robots, sitemap, canonical and alternate links) never take their
// host from what a visitor sends, unless it is a loopback or the listening address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-shell-'));
fs.copyFileSync(path.resolve('index.html'), path.join(siteDir, 'index.html'));

const URLS = [
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/pages-1.xml',
  '/sitemaps/posts-1.xml',
  '/en/about',
  '/feed.xml',
];

describe.each([
  { name: 'no proxy trusted', env: {} as Record<string, string> },
  { name: 'a trusted proxy', env: { TRUST_PROXY: '1' } },
])('the origin of absolute addresses, $name', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      serveSite: true,
      env: { SITE_DIR: siteDir, HOST: 'parvaz.internal', PORT: '8080', ...env },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each<Record<string, string>>([
    { host: 'evil.example' },
    { host: 'localhost:8080', 'x-forwarded-host': 'evil.example' },
    { host: 'evil.example:8080', 'x-forwarded-proto': 'https' },
    { host: 'localhost@evil.example' },
  ])('never writes a host the request names: %o', async (headers) => {
    for (const url of URLS) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('evil.example');
    }
  });

  it('falls back to the listening address for a host it does not know', async () => {
    const robots = await get('/robots.txt', { host: 'evil.example' });
    expect(robots.body).toContain('Sitemap: http://parvaz.internal:8080/sitemap.xml');
  });

  it('keeps a loopback host or the listening address as the visitor wrote it', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:9000', '[::1]:8080', 'parvaz.internal']) {
      const robots = await get('/robots.txt', { host });
      expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    }
  });
});

describe('with a configured public origin', () => {
  it('uses it whatever the request says', async () => {
    const t = await createTestApp({
      serveSite: true,
      env: { SITE_DIR: siteDir, PUBLIC_ORIGIN: 'https://parvaz.example', TRUST_PROXY: '1' },
    });
    try {
      const robots = await t.app.inject({
        url: '/robots.txt',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(robots.body).toContain('Sitemap: https://parvaz.example/sitemap.xml');
    } finally {
      await t.close();
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
