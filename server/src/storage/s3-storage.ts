// A storage area as a bucket of S3-compatible object storage (@aws-sdk/client-s3), for
// several instances that share nothing on their own disks. Buckets stay private: the
// service reads them with its own credentials and serves media through its own route;
// uploaded files are streamed only by the inbox, after its checks. A body larger than one
// part goes up as a multipart upload, one part in memory at a time.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { checkKey, contentTypeOf } from './storage';
import type { ByteRange, ObjectInfo, Storage, StoredObject } from './storage';

/** S3 takes parts of at least 5 MiB (all but the last). */
export const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

export class S3Storage implements Storage {
  readonly shared = true;

  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    private readonly partBytes = DEFAULT_PART_BYTES,
  ) {}

  async put(key: string, body: Buffer | Readable, options: { contentType: string }) {
    const target = { Bucket: this.bucket, Key: checkKey(key), ContentType: options.contentType };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...target, Body: body }));
      return;
    }
    const parts = partsOf(body, this.partBytes)[Symbol.asyncIterator]();
    const first = await parts.next();
    const second = await parts.next();
    if (second.done) {
      await this.client.send(new PutObjectCommand({ ...target, Body: first.value as Buffer }));
      return;
    }
    await this.putInParts(target, [first.value as Buffer, second.value], parts);
  }

  private async putInParts(
    target: { Bucket: string; Key: string; ContentType: string },
    firstTwo: Buffer[],
    rest: AsyncIterator<Buffer>,
  ) {
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand(target));
    const { Bucket, Key } = target;
    const done: { ETag?: string; PartNumber: number }[] = [];
    const send = async (part: Buffer) => {
      const PartNumber = done.length + 1;
      const { ETag } = await this.client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part }),
      );
      done.push({ ETag, PartNumber });
    };
    try {
      for (const part of firstTwo) await send(part);
      for (let next = await rest.next(); !next.done; next = await rest.next())
        await send(next.value);
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: done },
        }),
      );
    } catch (error) {
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject | undefined> {
    const { range } = options;
    const answer = await this.client
      .send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      )
      .catch(notFound);
    if (!answer?.Body) return undefined;
    const whole = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
    return {
      key,
      size: whole ? Number(whole) : (answer.ContentLength ?? 0),
      etag: answer.ETag ?? '""',
      lastModified: answer.LastModified ?? new Date(0),
      contentType: answer.ContentType ?? contentTypeOf(key),
      body: answer.Body as Readable,
      range,
    };
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    const answer = await this.client
      .send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }))
      .catch(notFound);
    if (!answer) return undefined;
    return {
      key,
      size: answer.ContentLength ?? 0,
      etag: answer.ETag ?? '""',
      lastModified: answer.LastModified ?? new Date(0),
      contentType: answer.ContentType ?? contentTypeOf(key),
    };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async *list(prefix = ''): AsyncIterable<ObjectInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          etag: object.ETag ?? '""',
          lastModified: object.LastModified ?? new Date(0),
          contentType: contentTypeOf(object.Key),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  locationOf(key: string): string {
    return `s3://${this.bucket}/${key}`;
  }
}

/** The stream cut into buffers of `size` bytes (the last one shorter). */
async function* partsOf(stream: Readable, size: number): AsyncIterable<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  let parts = 0;
  for await (const chunk of stream) {
    let rest = chunk as Buffer;
    while (length + rest.length >= size) {
      const take = size - length;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      parts++;
      rest = rest.subarray(take);
      pending = [];
      length = 0;
    }
    if (rest.length > 0) {
      pending.push(rest);
      length += rest.length;
    }
  }
  // An empty stream is one empty part; a stream of whole parts ends with none.
  if (length > 0 || parts === 0) yield Buffer.concat(pending);
}

/** A missing object (or bucket key) is an answer, anything else an error. */
function notFound(error: { name?: string; $metadata?: { httpStatusCode?: number } }): undefined {
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') return undefined;
  if (error.$metadata?.httpStatusCode === 404 && error.name !== 'NoSuchBucket') return undefined;
  throw error;
}
