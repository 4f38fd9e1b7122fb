// The client address the post limit counts: the connection's own unless TRUST_PROXY names
// the proxies in front, so a forged X-Forwarded-For does not make a new client.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '@tests/support/test-app';

async function statusesOf(env: Record<string, string>, forwardedFor: (i: number) => string) {
  const t = await createTestApp({ seed: false, env: { RATE_LIMIT_MAX: '3', ...env } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/cms/contact-us/v1/',
        payload: {},
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  } finally {
    await t.close();
  }
}

describe('the client address behind proxies', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await statusesOf({}, (i) => `203.0.113.${i}`)).toEqual([400, 400, 400, 429]);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const env = { TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' };
    expect(await statusesOf(env, (i) => `203.0.113.${i}`)).toEqual([400, 400, 400, 429]);
  });

  it('counts the address a trusted proxy saw, not what the client wrote before it', async () => {
    const env = { TRUST_PROXY: '1' };
    expect(await statusesOf(env, (i) => `203.0.113.${i}`)).toEqual([400, 400, 400, 400]);
    expect(await statusesOf(env, (i) => `198.51.100.${i}, 203.0.113.7`)).toEqual([
      400, 400, 400, 429,
    ]);
    const listed = { TRUST_PROXY: '127.0.0.1/32' };
    expect(await statusesOf(listed, (i) => `203.0.113.${i}`)).toEqual([400, 400, 400, 400]);
  });

  it('reads TRUST_PROXY as off, a hop count or addresses and ranges', () => {
    const trust = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, fd00::/8,loopback')).toEqual(['10.0.0.1', 'fd00::/8', 'loopback']);
    expect(() => trust('true')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trust('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});
