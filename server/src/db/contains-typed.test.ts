// What a studio search box finds, on the database the project runs against.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { containsTyped } from './contains-typed';

describe('a typed search inside a column', () => {
  let t: TestApp;
  const TEXTS = ['Fare 50% off', 'Fare 500 off', 'snake_case', 'snakeXcase', 'a\\b', 'Kish ISLAND'];
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.schema.createTable('typed_probe').addColumn('text', 'text').execute();
    await t.db
      .insertInto('typed_probe' as never)
      .values(TEXTS.map((text) => ({ text })) as never)
      .execute();
  });
  afterAll(() => t?.close());

  const found = async (typed: string) =>
    (
      await t.db
        .selectFrom('typed_probe' as never)
        .select('text' as never)
        .where((eb) => containsTyped(eb.ref('text' as never), typed))
        .execute()
    ).map((row) => (row as { text: string }).text);

  it('takes % and _ as the letters typed', async () => {
    expect(await found('50%')).toEqual(['Fare 50% off']);
    expect(await found('e_c')).toEqual(['snake_case']);
    expect(await found('a\\b')).toEqual(['a\\b']);
  });

  it('matches a letter in either case', async () => {
    expect(await found('kish island')).toEqual(['Kish ISLAND']);
    expect(await found('FARE 50')).toEqual(['Fare 50% off', 'Fare 500 off']);
  });
});
