// A stored JSON column that no longer matches its contract is the service's fault: the
// visitor gets the plain 500, and the log names the column.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

describe('a malformed stored JSON column', () => {
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    t = await createTestApp({ seed: false, logStream, env: { LOG_LEVEL: 'error' } });
    await t.db
      .insertInto('services')
      .values({
        id: 1,
        lang: 'fa',
        title: 'Charter flights',
        description: '',
        banner: JSON.stringify({ desktop_banner: '/d.jpg' }),
        items: '[]',
        position: 0,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
  });
  afterAll(() => t.close());

  it('answers the plain 500 and logs which column is broken', async () => {
    const answer = await t.app.inject({ url: '/cms/content/v1/service/?lang=fa' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ detail: 'خطایی در سرور رخ داد.' });
    const logged = logLines.map((line) => (line.err as { message?: string } | undefined)?.message);
    expect(logged).toContainEqual(
      expect.stringMatching(/^Stored JSON in services\.banner is malformed: phone_banner: /),
    );
  });
});
