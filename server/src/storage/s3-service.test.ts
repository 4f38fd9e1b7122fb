// The service with its files in S3-compatible storage (s3rver, tests/support/s3-server.ts):
// the demo's media drawn into the media bucket and served by the service's own route (ranges,
// validators), an application's PDF kept in the private uploads bucket and opened only
// through the inbox's signed address, and deleted with its row. Nothing lands on the disk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxItem } from '@contract/studio/inbox';
import { multipart, samplePdf } from '@tests/support/multipart';
import { startS3 } from '@tests/support/s3-server';
import type { TestS3 } from '@tests/support/s3-server';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { TEST_MEDIA_DIR } from '@tests/support/test-media-dir';
import { addTestAccount, callStudio, signIn } from '../modules/studio/studio-test-client';
import type { TestSession } from '../modules/studio/studio-test-client';
import { loadConfig } from '../config';
import { sweepRetention } from '../modules/studio/inbox/retention';
import { readStored } from './storage';

const DAY = 24 * 60 * 60_000;

const buckets = { media: 'parvaz-media', uploads: 'parvaz-uploads' };

describe('the service with its files in S3-compatible storage', () => {
  let s3: TestS3;
  let t: TestApp;
  let reviewer: TestSession;
  let scratch: string;
  const pdf = samplePdf('s3-cv');

  beforeAll(async () => {
    s3 = await startS3([buckets.media, buckets.uploads]);
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-s3-scratch-'));
    t = await createTestApp({
      env: {
        ...s3.env(buckets),
        MEDIA_DIR: path.join(scratch, 'media'),
        UPLOADS_DIR: path.join(scratch, 'uploads'),
        RATE_LIMIT_MAX: '1000',
      },
    });
    await addTestAccount(t.app, 'reviewer');
    reviewer = await signIn(t.app, 'reviewer@parvaz.test');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const storedFiles = (dir: string) =>
    fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.startsWith('.')) : [];

  it('draws the demo media into the media bucket and serves them from it', async () => {
    expect(t.config.storage.kind).toBe('s3');
    const image = await t.app.inject('/cms/media/blog-1.webp');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The same drawing, rendered the same way as into the tests' media folder.
    expect(image.rawPayload.equals(fs.readFileSync(path.join(TEST_MEDIA_DIR, 'blog-1.webp')))).toBe(
      true,
    );
    const small = await t.app.inject('/cms/media/blog-1.webp?w=480');
    expect(small.rawPayload.length).toBeLessThan(image.rawPayload.length);
    const again = await t.app.inject({
      url: '/cms/media/blog-1.webp',
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(storedFiles(t.config.mediaDir)).toEqual([]);
  });

  it('answers a byte range of the video from the bucket', async () => {
    const video = fs.readFileSync(path.join(loadConfig({}).contentDir, 'media', 'cabin-tour.webm'));
    const part = await t.app.inject({
      url: '/cms/media/cabin-tour.webm',
      headers: { range: 'bytes=1000-1999' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
    const outside = await t.app.inject({
      url: '/cms/media/cabin-tour.webm',
      headers: { range: `bytes=${video.length + 10}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect((await t.app.inject('/cms/media/nothing.webp')).statusCode).toBe(404);
  });

  const apply = async () => {
    const body = multipart([
      { name: 'custom_form', value: '1' },
      {
        name: 'submitted_data',
        value: JSON.stringify({ full_name: 'Sara Rezaei', phone: '0912', city: 'Shiraz' }),
      },
      { name: 'file_field', filename: 'Sara CV.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/cms/forms/v1/apply/?lang=en',
      payload: body.payload,
      headers: body.headers,
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ id: number }>().id;
    const { file_path: key } = await t.db
      .selectFrom('form_submissions')
      .select('file_path')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, key: key! };
  };

  it('keeps a CV in the private bucket, opened byte for byte through the inbox, deleted with its row', async () => {
    const { id, key } = await apply();
    expect((await readStored(t.app.storage.uploads, key))!.equals(pdf)).toBe(true);
    expect(await t.app.storage.media.head(key)).toBeUndefined();
    expect(storedFiles(t.config.uploadsDir)).toEqual([]);

    const params = { box: 'applications', id };
    const item = (
      await callStudio(t.app, 'inboxItem', { session: reviewer, params })
    ).json<InboxItem>();
    const query = Object.fromEntries(new URL(item.file!.address, 'http://x').searchParams);
    const opened = await callStudio(t.app, 'inboxFile', { session: reviewer, params, query });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    expect(
      (await callStudio(t.app, 'inboxFile', { session: null, params, query })).statusCode,
    ).toBe(401);

    const deleted = await callStudio(t.app, 'deleteInboxItem', { session: reviewer, params });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await t.app.storage.uploads.head(key)).toBeUndefined();
  });

  it("deletes a CV's object when retention deletes its row", async () => {
    const { key } = await apply();
    const saved = await callStudio(t.app, 'saveRetention', {
      session: reviewer,
      body: { rules: [{ box: 'form:1', trashAfterDays: 30, deleteAfterDays: 7 }] },
    });
    expect(saved.statusCode).toBe(200);
    await sweepRetention(t.db, t.app.storage.uploads, Date.now() + 31 * DAY);
    expect(await t.app.storage.uploads.head(key)).toBeDefined();
    await sweepRetention(t.db, t.app.storage.uploads, Date.now() + 39 * DAY);
    expect(await t.app.storage.uploads.head(key)).toBeUndefined();
  });
});
