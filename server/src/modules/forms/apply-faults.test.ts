// Faults on the wire, over real HTTP: too many fields, bodies that are malformed, cut
// short, stalled or abandoned. Each gets an answer in bounded time and leaves no file.
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipart, samplePdf } from '@tests/support/multipart';
import type { Part } from '@tests/support/multipart';
import { abortedUpload, rawRequest } from '@tests/support/raw-http';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertLanguages } from '@tests/support/languages';
import { refusalMessage } from '../../http/refusal-messages';
import { JOB_FORM_ID, insertJobForm } from './fixtures';

const REQUEST_TIMEOUT_MS = 1500;
const URL_PATH = '/cms/forms/v1/apply/?lang=fa';

describe('POST /cms/forms/v1/apply/ under faults', () => {
  let t: TestApp;
  let port: number;
  const logLines: Record<string, unknown>[] = [];

  const head = (contentType: string, length: number) =>
    `POST ${URL_PATH} HTTP/1.1\nHost: 127.0.0.1\nContent-Type: ${contentType}\nContent-Length: ${length}\nConnection: close\n`;
  const pdfPart: Part = {
    name: 'file_field',
    filename: 'cv.pdf',
    contentType: 'application/pdf',
    data: Buffer.concat([samplePdf(), Buffer.alloc(200_000, 32)]),
  };
  const validFields: Part[] = [
    { name: 'custom_form', value: String(JOB_FORM_ID) },
    { name: 'submitted_data', value: JSON.stringify({ full_name: 'سارا', city: 'مشهد' }) },
  ];
  const leftovers = () => {
    const incoming = path.join(t.config.uploadsDir, '.incoming');
    const inUploads = fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir) : [];
    const inIncoming = fs.existsSync(incoming) ? fs.readdirSync(incoming) : [];
    return [...inUploads.filter((name) => name !== '.incoming'), ...inIncoming];
  };
  const errorsLogged = () => logLines.filter((line) => Number(line.level) >= 50);

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    t = await createTestApp({
      seed: false,
      logStream,
      env: {
        RATE_LIMIT_MAX: '1000',
        LOG_LEVEL: 'info',
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HEADERS_TIMEOUT_MS: '1000',
      },
    });
    await insertLanguages(t, ['fa']);
    await insertJobForm(t.db);
    await t.app.contentChanged();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  beforeEach(() => {
    logLines.length = 0;
    fs.rmSync(t.config.uploadsDir, { recursive: true, force: true });
  });
  afterAll(() => t.close());

  it('refuses 21 text fields followed by a file with a clear 400, leaving no file', async () => {
    const extra = Array.from({ length: 19 }, (_, i) => ({ name: `extra_${i}`, value: 'x' }));
    const body = multipart([...validFields, ...extra, pdfPart]);
    const answer = await rawRequest(
      port,
      head(body.headers['content-type']!, body.payload.length),
      body.payload,
    );
    expect(answer.timedOut).toBe(false);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      non_field_errors: [refusalMessage('tooManyFields', 'fa')],
    });
    expect(leftovers()).toEqual([]);
  });

  it('still accepts 20 fields and a file', async () => {
    const extra = Array.from({ length: 18 }, (_, i) => ({ name: `extra_${i}`, value: 'x' }));
    const body = multipart([...validFields, ...extra, pdfPart]);
    const answer = await rawRequest(
      port,
      head(body.headers['content-type']!, body.payload.length),
      body.payload,
    );
    expect(answer.status).toBe(201);
    await t.db.deleteFrom('form_submissions').execute();
  });

  it('answers a multipart body without a boundary with 400', async () => {
    const answer = await rawRequest(port, head('multipart/form-data', 5), 'hello');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toHaveProperty('non_field_errors');
    expect(errorsLogged()).toEqual([]);
  });

  it('answers a body cut off inside the file with 400 and deletes the partial file', async () => {
    const body = multipart([...validFields, pdfPart]).payload;
    // Ends in the middle of the PDF, never reaching the closing boundary.
    const cut = body.subarray(0, body.length - 100_000);
    const type = multipart([]).headers['content-type']!;
    const boundary = type.split('boundary=')[1]!;
    const answer = await rawRequest(
      port,
      head(`multipart/form-data; boundary=${boundary}`, cut.length),
      Buffer.from(cut.toString('latin1').replace(/----parvaz[0-9a-f]{16}/g, boundary), 'latin1'),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      non_field_errors: [refusalMessage('malformed', 'fa')],
    });
    expect(leftovers()).toEqual([]);
    expect(errorsLogged()).toEqual([]);
  });

  it('answers a stalled upload with 408 within the request timeout and deletes its file', async () => {
    const body = multipart([...validFields, pdfPart]);
    const started = Date.now();
    const answer = await rawRequest(
      port,
      head(body.headers['content-type']!, body.payload.length),
      body.payload.subarray(0, body.payload.length / 2),
      { waitMs: REQUEST_TIMEOUT_MS + 4000 },
    );
    expect(answer.timedOut).toBe(false);
    expect(answer.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS + 3000);
    await expect.poll(leftovers).toEqual([]);
    expect(errorsLogged()).toEqual([]);
  });

  it('does not log a visitor who leaves mid-upload as an error, and keeps no file', async () => {
    const body = multipart([...validFields, pdfPart]);
    await abortedUpload(
      port,
      head(body.headers['content-type']!, body.payload.length),
      body.payload.subarray(0, body.payload.length / 2),
    );
    await expect.poll(leftovers).toEqual([]);
    await expect
      .poll(() => logLines.some((line) => line.msg === 'upload interrupted by the client'))
      .toBe(true);
    expect(errorsLogged()).toEqual([]);
  });
});
