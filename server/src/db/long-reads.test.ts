// Reads received as columns, through the service's own connections (PostgreSQL's pool, or
// SQLite's connection when no reader thread is used): each named column in the rows' order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertLanguages } from '@tests/support/languages';
import { readsThrough } from './long-reads';

describe('long reads through the service’s connections', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await insertLanguages(t, ['fa', 'en', 'ar', 'tr']);
  });
  afterAll(() => t.close());

  it('answers each named column in the order of the rows, numbers as numbers', async () => {
    const query = t.db
      .selectFrom('languages')
      .select(['value', 'position', 'direction as textDirection'])
      .orderBy('position', 'desc')
      .compile();
    const columns = await readsThrough(t.db).columns(query, ['value', 'position', 'textDirection']);
    expect(columns).toEqual({
      value: ['tr', 'ar', 'en', 'fa'],
      position: [3, 2, 1, 0],
      textDirection: ['ltr', 'rtl', 'ltr', 'rtl'],
    });
  });

  it('answers empty columns for a read of no rows', async () => {
    const query = t.db.selectFrom('languages').select('value').where('value', '=', 'xx').compile();
    expect(await readsThrough(t.db).columns(query, ['value'])).toEqual({ value: [] });
  });
});
