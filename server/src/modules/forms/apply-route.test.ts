import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formMessages } from '@contract/form-rules';
import { multipart, samplePdf } from '@tests/support/multipart';
import type { Part } from '@tests/support/multipart';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertLanguages } from '@tests/support/languages';
import { JOB_FORM_ID, insertJobForm } from './fixtures';

const ARABIC_FORM_ID = JOB_FORM_ID + 1;
const validData = { full_name: 'سارا رضایی', city: 'مشهد', about: '' };

describe('POST /cms/forms/v1/apply/', () => {
  let t: TestApp;

  const apply = (parts: Part[], headers: Record<string, string> = {}, lang = 'fa') => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/cms/forms/v1/apply/?lang=${lang}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const fieldsFor = (data: object = validData, form = String(JOB_FORM_ID)): Part[] => [
    { name: 'custom_form', value: form },
    { name: 'submitted_data', value: JSON.stringify(data) },
  ];
  const pdfPart = (data = samplePdf(), filename = 'cv.pdf'): Part => ({
    name: 'file_field',
    filename,
    contentType: 'application/pdf',
    data,
  });
  const stored = async () => {
    const rows = await t.db.selectFrom('form_submissions').selectAll().execute();
    const files = fs.readdirSync(t.config.uploadsDir).filter((name) => !name.startsWith('.'));
    const incoming = path.join(t.config.uploadsDir, '.incoming');
    const leftovers = fs.existsSync(incoming) ? fs.readdirSync(incoming) : [];
    return { rows, files, leftovers };
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_MAX: '1000' } });
    await insertLanguages(t, ['fa', 'en', 'ar']);
    await insertJobForm(t.db);
    await insertJobForm(t.db, 'ar', ARABIC_FORM_ID);
    await t.app.contentChanged();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('form_submissions').execute();
    fs.rmSync(t.config.uploadsDir, { recursive: true, force: true });
    fs.mkdirSync(t.config.uploadsDir, { recursive: true });
  });
  afterAll(() => t.close());

  it('stores an application with its PDF byte for byte under a generated name', async () => {
    const pdf = samplePdf('byte-identical');
    const response = await apply([...fieldsFor(), pdfPart(pdf, '../../etc/passwd.pdf')]);
    expect(response.statusCode).toBe(201);
    const { rows, files, leftovers } = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      custom_form_id: JOB_FORM_ID,
      lang: 'fa',
      file_name: 'passwd.pdf',
    });
    expect(JSON.parse(rows[0]!.submitted_data)).toEqual(validData);
    expect(files).toEqual([rows[0]!.file_path]);
    expect(rows[0]!.file_path).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(path.join(t.config.uploadsDir, files[0]!)).equals(pdf)).toBe(true);
    expect(leftovers).toEqual([]);
  });

  it('refuses a text file named .pdf and stores nothing', async () => {
    const response = await apply([...fieldsFor(), pdfPart(Buffer.from('just text'), 'cv.pdf')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ resume: ['فقط فایل PDF پذیرفته می‌شود'] });
    expect(await stored()).toEqual({ rows: [], files: [], leftovers: [] });
  });

  it('refuses a 6 MB PDF with 413 and stores nothing', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 32)]);
    const response = await apply([...fieldsFor(), pdfPart(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: formMessages('fa').fileTooLarge(5) });
    expect(await stored()).toEqual({ rows: [], files: [], leftovers: [] });
  });

  it('refuses two files', async () => {
    const response = await apply([...fieldsFor(), pdfPart(), pdfPart()]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('file_field');
    expect((await stored()).rows).toEqual([]);
  });

  it('says where a file sent under another field name belongs, and stores nothing', async () => {
    const response = await apply([...fieldsFor(), { ...pdfPart(), name: 'resume' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ resume: ['فایل فقط در فیلد file_field پذیرفته می‌شود'] });
    const { rows, leftovers } = await stored();
    expect(rows).toEqual([]);
    expect(leftovers).toEqual([]);
  });

  it('keys field errors by field name: required, choices, required file', async () => {
    const response = await apply(fieldsFor({ full_name: '  ', city: 'پاریس' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      full_name: ['این فیلد الزامی است'],
      city: ['یکی از گزینه‌های فهرست را انتخاب کنید'],
      resume: ['این فیلد الزامی است'],
    });
  });

  it('words its refusals in the language the application is sent in', async () => {
    const another = await apply([...fieldsFor(), { ...pdfPart(), name: 'resume' }], {}, 'en');
    expect(another.json()).toEqual({ resume: ['Files are accepted only in the file_field field'] });
    const twice = await apply([...fieldsFor(), pdfPart(), pdfPart()], {}, 'ar');
    expect(twice.json()).toEqual({ file_field: ['يُقبل ملف واحد فقط'] });
    const unknown = await apply(fieldsFor(validData, '999'), {}, 'en');
    expect(unknown.json()).toEqual({ custom_form: ['This form was not found'] });
    const broken = await apply(
      [
        { name: 'custom_form', value: String(ARABIC_FORM_ID) },
        { name: 'submitted_data', value: '{' },
      ],
      {},
      'ar',
    );
    expect(broken.json()).toEqual({ submitted_data: ['بيانات النموذج غير صالحة'] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/cms/forms/v1/apply/?lang=en',
      payload: { custom_form: JOB_FORM_ID },
    });
    expect(json.json()).toEqual({
      non_field_errors: ['Send the application as multipart/form-data.'],
    });
    expect((await stored()).rows).toEqual([]);
  });

  it('refuses an unknown form, broken JSON and a non-multipart body without a 500', async () => {
    expect((await apply([...fieldsFor(validData, '999'), pdfPart()])).json()).toHaveProperty(
      'custom_form',
    );
    expect((await apply([...fieldsFor(validData, 'abc'), pdfPart()])).statusCode).toBe(400);
    const broken = await apply([
      { name: 'custom_form', value: '3' },
      { name: 'submitted_data', value: '{"a":' },
      pdfPart(),
    ]);
    expect(broken.json()).toEqual({ submitted_data: ['اطلاعات فرم معتبر نیست'] });
    const array = await apply([
      { name: 'custom_form', value: '3' },
      { name: 'submitted_data', value: '[1]' },
    ]);
    expect(array.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/cms/forms/v1/apply/',
      payload: { custom_form: 3 },
    });
    expect(json.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/cms/forms/v1/apply/',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '',
    });
    expect(empty.statusCode).toBeLessThan(500);
    expect((await stored()).rows).toEqual([]);
  });

  it('replays a repeated request with the same Idempotency-Key without a second copy', async () => {
    const parts = [...fieldsFor(), pdfPart()];
    const headers = { 'idempotency-key': 'outbox-item-1' };
    const first = await apply(parts, headers);
    const again = await apply(parts, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const { rows, files } = await stored();
    expect(rows).toHaveLength(1);
    expect(files).toHaveLength(1);
    const conflicting = await apply(fieldsFor({ ...validData, full_name: 'دیگری' }), headers);
    expect(conflicting.statusCode).toBe(422);
  });

  it('stores one copy when the same request arrives twice at once', async () => {
    const parts = [...fieldsFor(), pdfPart()];
    const headers = { 'idempotency-key': 'outbox-item-concurrent' };
    const [a, b] = await Promise.all([apply(parts, headers), apply(parts, headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect((await stored()).rows).toHaveLength(1);
  });

  it('answers a honeypot post like any other but stores nothing', async () => {
    const response = await apply([
      ...fieldsFor(),
      { name: 'website', value: 'http://spam' },
      pdfPart(),
    ]);
    expect(response.statusCode).toBe(201);
    expect(await stored()).toEqual({ rows: [], files: [], leftovers: [] });
  });
});
