import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertSubmission } from '../modules/forms/queries';
import { JOB_FORM_ID, insertJobForm } from '../modules/forms/fixtures';
import { sweepUploads } from './sweep-uploads';

describe('sweeping the uploads folder on start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await insertJobForm(t.db);
  });
  afterAll(() => t.close());

  it('removes partial uploads and files without a row, keeping every stored application', async () => {
    const incoming = path.join(t.config.uploadsDir, '.incoming');
    fs.mkdirSync(incoming, { recursive: true });
    fs.writeFileSync(path.join(incoming, crypto.randomUUID()), '');
    fs.writeFileSync(path.join(incoming, crypto.randomUUID()), '%PDF-1.4 half');
    const kept = `${crypto.randomUUID()}.pdf`;
    const orphan = `${crypto.randomUUID()}.pdf`;
    fs.writeFileSync(path.join(t.config.uploadsDir, kept), '%PDF-1.4');
    fs.writeFileSync(path.join(t.config.uploadsDir, orphan), '%PDF-1.4');
    await insertSubmission(t.db, {
      custom_form_id: JOB_FORM_ID,
      submitted_data: {},
      file_path: kept,
      file_name: 'cv.pdf',
      file_size: 8,
      lang: 'fa',
    });

    expect(await sweepUploads(t.db, t.app.storage.uploads, t.config.uploadsDir)).toBe(3);
    expect(fs.readdirSync(incoming)).toEqual([]);
    expect(fs.readdirSync(t.config.uploadsDir).sort()).toEqual(['.incoming', kept].sort());
  });
});
