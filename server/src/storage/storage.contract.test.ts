// What every store promises (storage.ts), checked on a local folder and on S3-compatible
// object storage (s3rver behind the SDK's own signature check, tests/support/s3-server.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_KEYS, startS3 } from '@tests/support/s3-server';
import type { TestS3 } from '@tests/support/s3-server';
import { LocalStorage } from './local-storage';
import { s3Client } from './open-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';
import { readStored } from './storage';

const MiB = 1024 * 1024;
/** S3's smallest part, so a 12 MiB object goes up in three. */
const PART_BYTES = 5 * MiB;

// The stores do not depend on the test project's database; run them once.
const once = process.env.PARVAZ_TEST_DB !== 'postgres';

let s3: TestS3;
let folder: string;
const clients: { destroy(): void }[] = [];

function s3Storage(bucket: string, secretAccessKey = S3_KEYS.secretAccessKey) {
  const client = s3Client({
    kind: 's3',
    buckets: { media: bucket, uploads: bucket },
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: S3_KEYS.accessKeyId, secretAccessKey },
    forcePathStyle: true,
  });
  clients.push(client);
  return new S3Storage(client, bucket, PART_BYTES);
}

beforeAll(async () => {
  if (!once) return;
  s3 = await startS3(['contract']);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-store-'));
});
afterAll(async () => {
  if (!once) return;
  for (const client of clients) client.destroy();
  await s3.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const kinds: [string, () => Storage][] = [
  ['a local folder', () => new LocalStorage(folder)],
  ['S3-compatible storage', () => s3Storage('contract')],
];

describe.runIf(once).each(kinds)('a store on %s', (_kind, open) => {
  let store: Storage;
  beforeAll(() => {
    store = open();
  });

  it('keeps bytes under a key, with their size, type and a validator', async () => {
    const bytes = crypto.randomBytes(3000);
    await store.put('photo.webp', bytes, { contentType: 'image/webp' });
    const info = await store.head('photo.webp');
    expect(info).toMatchObject({ key: 'photo.webp', size: 3000, contentType: 'image/webp' });
    expect(info!.etag).toMatch(/^(W\/)?".+"$/);
    expect((await readStored(store, 'photo.webp'))!.equals(bytes)).toBe(true);
  });

  it('answers a byte range of an object', async () => {
    const bytes = crypto.randomBytes(1000);
    await store.put('clip.webm', Readable.from([bytes]), { contentType: 'video/webm' });
    const part = await store.get('clip.webm', { range: { start: 100, end: 199 } });
    expect(part).toMatchObject({ size: 1000, range: { start: 100, end: 199 } });
    const read = Buffer.concat(await part!.body.toArray());
    expect(read.equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('replaces an object whole and deletes it, missing ones being no error', async () => {
    await store.put('gone.pdf', Buffer.from('%PDF-1 first'), { contentType: 'application/pdf' });
    await store.put('gone.pdf', Buffer.from('%PDF-1 second'), { contentType: 'application/pdf' });
    expect((await readStored(store, 'gone.pdf'))!.toString()).toBe('%PDF-1 second');
    await store.delete('gone.pdf');
    expect(await store.head('gone.pdf')).toBeUndefined();
    expect(await store.get('gone.pdf')).toBeUndefined();
    await expect(store.delete('gone.pdf')).resolves.toBeUndefined();
  });

  it('lists the objects whose key starts with a prefix', async () => {
    for (const key of ['m1.webp', 'm1-w480.webp', 'm1-banner.avif', 'm2.webp'])
      await store.put(key, Buffer.from(key), { contentType: 'image/webp' });
    const keys = [];
    for await (const object of store.list('m1')) keys.push(object.key);
    expect(keys.sort()).toEqual(['m1-banner.avif', 'm1-w480.webp', 'm1.webp']);
  });

  it('takes a 12 MiB stream, part by part, and reads back the same bytes and ranges', async () => {
    const bytes = crypto.randomBytes(12 * MiB);
    const chunks = Array.from({ length: 48 }, (_, i) =>
      bytes.subarray(i * 256 * 1024, (i + 1) * 256 * 1024),
    );
    const before = s3.requests.length;
    await store.put('large.mp4', Readable.from(chunks), { contentType: 'video/mp4' });
    const sha = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
    expect(sha((await readStored(store, 'large.mp4'))!)).toBe(sha(bytes));
    const across = { start: PART_BYTES - 10, end: PART_BYTES + 9 };
    const part = await store.get('large.mp4', { range: across });
    expect(
      Buffer.concat(await part!.body.toArray()).equals(
        bytes.subarray(across.start, across.end + 1),
      ),
    ).toBe(true);
    if (store instanceof S3Storage) {
      const sent = s3.requests.slice(before);
      expect(sent.filter((line) => /^POST .*\?uploads/.test(line))).toHaveLength(1);
      expect(sent.filter((line) => /^PUT .*partNumber=/.test(line))).toHaveLength(3);
    }
  });

  it('refuses keys that are not one file name', async () => {
    for (const key of ['../package.json', 'a/b.webp', '..', ''])
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        /not a storage key/,
      );
  });
});

describe.runIf(once)('S3-compatible storage checks who asks', () => {
  it('refuses a request signed with the wrong secret', async () => {
    const refusedBefore = s3.refused();
    const wrong = s3Storage('contract', 'not-the-secret');
    await expect(
      wrong.put('x.pdf', Buffer.from('%PDF-1'), { contentType: 'application/pdf' }),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(wrong.head('photo.webp')).rejects.toBeTruthy();
    expect(s3.refused()).toBe(refusedBefore + 2);
    expect(await s3Storage('contract').head('x.pdf')).toBeUndefined();
  });

  it('refuses an unknown access key', async () => {
    const client = s3Client({
      kind: 's3',
      buckets: { media: 'contract', uploads: 'contract' },
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'NOBODY', secretAccessKey: S3_KEYS.secretAccessKey },
      forcePathStyle: true,
    });
    clients.push(client);
    await expect(new S3Storage(client, 'contract').head('photo.webp')).rejects.toBeTruthy();
  });
});
